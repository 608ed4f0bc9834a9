import { formatCount } from '../../format/format-count';
import { formatChance, formatPValue } from '../../format/format-measure';
import type { GoalMetricDisplay } from './goal-metric';
import type { VariantResults } from './results-data';
import { liftWithInterval } from './shown-lift';
import { variantTitle } from './variant-letter';

const none = '—';

const optional = (value: number | null | undefined, format: (value: number) => string): string =>
  value === null || value === undefined ? none : format(value);

/** The goal metric per variant against the control: value, lift with its interval, chance to beat, p-value. */
export function GoalTable({
  rows,
  goal,
  controlValue,
}: {
  rows: readonly VariantResults[];
  goal: GoalMetricDisplay;
  controlValue: number | null;
}) {
  return (
    <div className="table-scroll">
      <table className="table results-table">
        <caption>{goal.label}, each variant against A</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Sessions</th>
            <th scope="col">{goal.label}</th>
            <th scope="col">Lift over A (95% interval)</th>
            <th scope="col">Chance to beat A</th>
            <th scope="col">p-value</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ variant, performance, comparison }) => {
            const value = variant.isControl ? controlValue : (comparison?.value ?? null);
            return (
              <tr key={variant.id}>
                <th scope="row">{variantTitle(variant)}</th>
                <td className="results-table__number">{formatCount(performance?.sessions ?? 0)}</td>
                <td className="results-table__number">{value === null ? none : goal.format(value)}</td>
                <td className="results-table__number">
                  {comparison === null
                    ? 'Baseline'
                    : comparison.lift === null
                      ? none
                      : liftWithInterval(comparison.lift)}
                </td>
                <td className="results-table__number">{optional(comparison?.chanceToBeatControl, formatChance)}</td>
                <td className="results-table__number">{optional(comparison?.pValue, formatPValue)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
