import { TableScroll } from '../../components/tables/table-scroll';
import { Notice } from '../../components/feedback/notice';
import { formatCount } from '../../format/format-count';
import type { Currency } from '../../../../domain/websites/currency-rules';
import { formatCurrency } from '../../format/format-currency';
import { formatSeconds } from '../../format/format-measure';
import type { TestResultsPageQuery } from '../../gql/graphql';
import { goalMetricDisplay } from './goal-metric';
import { ComparisonCells, ComparisonHeadings, comparisonNote, optional } from './goal-table';
import { variantTitle } from './variant-letter';

type GoalResults = TestResultsPageQuery['testResults']['goals'][number];
type Variant = TestResultsPageQuery['test']['variants'][number];

const roleLabels: Record<GoalResults['role'], string> = {
  PRIMARY: 'primary goal',
  SECONDARY: 'secondary goal',
  GUARDRAIL: 'guardrail',
};

/** One goal: every variant's visitors, conversions (or revenue), rate or revenue per visitor, against A. */
function GoalResultsTable({
  goal,
  variants,
  currency,
}: {
  goal: GoalResults;
  variants: readonly Variant[];
  currency: Currency;
}) {
  const display = goalMetricDisplay(goal.metric ?? null, { name: goal.name, kind: goal.kind, currency });
  const money = (minor: number) => formatCurrency(minor, currency);
  const caption = `${goal.name} (${roleLabels[goal.role]}), each variant against A`;
  const countHeading = goal.revenue ? 'Buyers' : 'Converted';
  const cap = goal.revenueCap ?? null;
  return (
    <div className="goal-results">
      <TableScroll label={caption}>
        <table className="table results-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Visitors</th>
              {(goal.metric ?? null) === null && <th scope="col">{countHeading}</th>}
              {goal.revenue && <th scope="col">Revenue</th>}
              <th scope="col">{display.label}</th>
              <ComparisonHeadings />
            </tr>
          </thead>
          <tbody>
            {goal.variants.map((figures) => {
              const variant = variants.find((v) => v.id === figures.variantId);
              const comparison = goal.comparisons.find((c) => c.variantId === figures.variantId) ?? null;
              const value = comparison === null ? goal.controlValue : comparison.value;
              return (
                <tr key={figures.variantId}>
                  <th scope="row">{variant === undefined ? figures.variantNo : variantTitle(variant)}</th>
                  <td className="results-table__number" data-label="Visitors">
                    {formatCount(figures.visitors)}
                  </td>
                  {(goal.metric ?? null) === null && (
                    <td className="results-table__number" data-label={countHeading}>
                      {formatCount(figures.conversions ?? 0)}
                    </td>
                  )}
                  {goal.revenue && (
                    <td className="results-table__number" data-label="Revenue">
                      {optional(figures.revenue, money)}
                    </td>
                  )}
                  <td className="results-table__number" data-label={display.label}>
                    {optional(value, display.format)}
                  </td>
                  <ComparisonCells comparison={comparison} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="results-note">{comparisonNote(goal.comparisons)}</p>
      {goal.revenue && (
        <p className="results-note">
          Revenue per visitor counts each visitor&apos;s revenue up to{' '}
          {cap === null ? 'the 99th percentile of buyers' : money(cap)} (the 99th percentile of what buyers spent), so
          one very large order cannot decide the test. The Revenue column is uncapped.
        </p>
      )}
      {(goal.metric ?? null) === 'time_on_page_ms' && (goal.valueCap ?? null) !== null && (
        <p className="results-note">
          Time on page counts each visit up to {formatSeconds((goal.valueCap ?? 0) / 1000)} (the 99th percentile of
          every variant), so a tab left open for hours cannot decide the test.
        </p>
      )}
      {!goal.called && (
        <p className="results-note">
          A secondary goal is called only once the primary goal has a verdict, so that measuring more goals does not
          make a false winner likelier: until then its intervals are shown but none is beyond doubt.
        </p>
      )}
      {goal.guardrailBroken && (
        <Notice kind="error">
          A variant makes the guardrail {goal.name} worse beyond doubt: check it before shipping.
        </Notice>
      )}
    </div>
  );
}

/**
 * Every goal the test measures besides what the Goal section shows: its secondary goals and guardrails, and for a
 * conversion goal as primary goal, the conversions and revenue behind its figures.
 */
export function GoalResultsTables({
  goals,
  variants,
  currency = 'GBP',
}: {
  goals: readonly GoalResults[];
  variants: readonly Variant[];
  /** The website's: revenue is in its minor unit. */
  currency?: Currency;
}) {
  const shown = goals.filter((goal) => goal.role !== 'PRIMARY' || (goal.metric ?? null) === null);
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((goal) => (
        <GoalResultsTable key={goal.goalId} goal={goal} variants={variants} currency={currency} />
      ))}
    </>
  );
}
