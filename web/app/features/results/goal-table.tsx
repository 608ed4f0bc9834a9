import { useId } from 'react';
import { csvFileName, TableCsvDownload } from '../../components/tables/table-csv-download';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import { formatChance, formatPValue } from '../../format/format-measure';
import type { GoalMetricDisplay } from './goal-metric';
import type { VariantResults } from './results-data';
import { LiftBar, liftScale, type AlwaysValidRange, type LiftScale } from './lift-bar';
import { alwaysValidLift, liftWithInterval, type Lift } from './shown-lift';
import { variantTitle } from './variant-letter';

export const none = '—';
const liftHeading = 'Lift (95% interval)';
const alwaysValidHeading = 'Always-valid interval';
const chanceHeading = 'Chance to beat A';
const pValueHeading = 'p-value';

export const optional = (value: number | null | undefined, format: (value: number) => string): string =>
  value === null || value === undefined ? none : format(value);

/** The headings of the cells ComparisonCells fills. */
export function ComparisonHeadings() {
  return (
    <>
      <th scope="col">{liftHeading}</th>
      <th scope="col">{alwaysValidHeading}</th>
      <th scope="col">{chanceHeading}</th>
      <th scope="col">{pValueHeading}</th>
    </>
  );
}

interface ShownComparison {
  readonly lift?: Lift | null;
  readonly sequential?: AlwaysValidRange | null;
  readonly chanceToBeatControl?: number | null;
  readonly pValue?: number | null;
}

/**
 * A variant against A: lift with its interval (drawn as a bar on `scale` when given), the always-valid interval the
 * verdict rests on, chance to beat, p-value; for A itself (null) the baseline.
 */
export function ComparisonCells({ comparison, scale }: { comparison: ShownComparison | null; scale?: LiftScale }) {
  const sequential = comparison?.sequential ?? null;
  const lift = comparison?.lift ?? null;
  return (
    <>
      <td className="results-table__number results-table__lift" data-label={liftHeading}>
        {comparison === null ? (
          'Baseline'
        ) : lift === null ? (
          none
        ) : (
          <span className="lift-cell">
            {scale !== undefined && <LiftBar lift={lift} sequential={sequential} scale={scale} />}
            <span className="lift-cell__text">{liftWithInterval(lift)}</span>
          </span>
        )}
      </td>
      <td
        className="results-table__number results-table__minor results-table__always-valid"
        data-label={alwaysValidHeading}
      >
        {sequential ? alwaysValidLift(sequential) : none}
      </td>
      <td className="results-table__number results-table__chance" data-label={chanceHeading}>
        {optional(comparison?.chanceToBeatControl, formatChance)}
      </td>
      <td className="results-table__number results-table__minor" data-label={pValueHeading}>
        {optional(comparison?.pValue, formatPValue)}
      </td>
    </>
  );
}

/** Below every comparison table: what the always-valid interval is, and why it is the wider one. */
export const alwaysValidNote =
  'The always-valid interval is wider than the 95% interval: it stays right however often you look, and the verdict rests on it.';

/** Below a comparison table none of whose variants can be compared yet: why its figures are blank. */
export const waitingNote =
  'No lift, chance or interval is shown until each variant and A have enough visitors and conversions to compare: figures from a handful of visitors swing widely. No variant is called until then.';

/** The note for a table: the always-valid one once any variant shows its interval, else why none is shown. */
export function comparisonNote(comparisons: readonly ({ readonly sequential?: unknown } | null)[]): string {
  return comparisons.some((c) => c !== null && c.sequential !== null && c.sequential !== undefined)
    ? alwaysValidNote
    : waitingNote;
}

/** The goal metric per variant against the control: value, lift with its interval, chance to beat, p-value. */
export function GoalTable({
  rows,
  goal,
  controlValue,
  csvName,
}: {
  rows: readonly VariantResults[];
  goal: GoalMetricDisplay;
  controlValue: number | null;
  /** Offers the table as a CSV file named after this (the test's name); left out, no download. */
  csvName?: string;
}) {
  const caption = `${goal.label}, each variant against A`;
  const tableId = useId();
  const scale = liftScale(rows.flatMap((row) => (row.comparison === null ? [] : [row.comparison])));
  return (
    <>
      <TableScroll label={caption}>
        <table className="table results-table results-table--goal" id={tableId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Sessions</th>
              <th scope="col">{goal.label}</th>
              <ComparisonHeadings />
            </tr>
          </thead>
          <tbody>
            {rows.map(({ variant, performance, comparison }) => {
              const value = variant.isControl ? controlValue : (comparison?.value ?? null);
              return (
                <tr key={variant.id}>
                  <th scope="row">{variantTitle(variant)}</th>
                  <td className="results-table__number" data-label="Sessions">
                    {formatCount(performance?.sessions ?? 0)}
                  </td>
                  <td className="results-table__number" data-label={goal.label}>
                    {value === null ? none : goal.format(value)}
                  </td>
                  <ComparisonCells comparison={comparison} scale={scale} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="results-note">{comparisonNote(rows.map((row) => row.comparison))}</p>
      {csvName !== undefined && (
        <p>
          <TableCsvDownload
            tableId={tableId}
            fileName={csvFileName(csvName, goal.label)}
            label={`Download ${goal.label} as CSV`}
          />
        </p>
      )}
    </>
  );
}
