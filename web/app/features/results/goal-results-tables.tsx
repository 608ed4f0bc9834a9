import { Notice } from '../../components/feedback/notice';
import { csvFileName, TableCsvDownload } from '../../components/tables/table-csv-download';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import type { Currency } from '../../../../domain/websites/currency-rules';
import { formatCurrency } from '../../format/format-currency';
import { formatSeconds } from '../../format/format-measure';
import type { TestResultsPageQuery } from '../../gql/graphql';
import { goalMetricDisplay } from './goal-metric';
import { alwaysValidNote, ComparisonCells, ComparisonHeadings, none, optional, waitingNote } from './goal-table';
import { LiftBar, liftScale } from './lift-bar';
import { listOfLetters, variantTitle } from './variant-letter';

type GoalResults = TestResultsPageQuery['testResults']['goals'][number];
/** A variant as the tables need it; a share link's carry no address, so `pageRedirectUrl` may be missing. */
type Variant = Omit<TestResultsPageQuery['test']['variants'][number], 'pageRedirectUrl'> & {
  readonly pageRedirectUrl?: string | null;
};

const roleLabels: Record<GoalResults['role'], string> = {
  PRIMARY: 'primary goal',
  SECONDARY: 'secondary goal',
  GUARDRAIL: 'guardrail',
};

/** Said in each engagement goal's row of a redirect variant, whose visitors spend their visit on another page. */
export const notMeasured = 'Not measured';

const redirects = (variant: Variant | undefined): boolean => (variant?.pageRedirectUrl ?? null) !== null;

/** A goal's name as its table says it: an engagement goal by what it measures, a conversion goal by its own name. */
function goalTitle(goal: GoalResults): string {
  return (goal.metric ?? null) === null ? goal.name : goalMetricDisplay(goal.metric ?? null).label;
}

/**
 * One goal, one compact row per variant: visitors, conversions (or revenue), the goal's value, then the lift with its
 * interval drawn as a bar on a scale shared by the goal's rows, the always-valid interval, chance to beat and
 * p-value. On a phone each row is a card whose lift bar heads its figures.
 */
function GoalResultsTable({
  goal,
  variants,
  currency,
}: {
  goal: GoalResults;
  variants: readonly Variant[];
  currency: Currency;
}) {
  const tableId = goalTableId(goal);
  const display = goalMetricDisplay(goal.metric ?? null, { name: goal.name, kind: goal.kind, currency });
  const money = (minor: number) => formatCurrency(minor, currency);
  // The caption names a conversion goal, so its column need not: a short heading keeps a phone's card compact.
  const valueHeading =
    (goal.metric ?? null) !== null ? display.label : goal.kind === 'MEAN' ? 'Revenue per visitor' : 'Conversion rate';
  const title = goalTitle(goal);
  const caption = `${title} (${roleLabels[goal.role]}), each variant against A`;
  const countHeading = goal.revenue ? 'Buyers' : 'Converted';
  const conversion = (goal.metric ?? null) === null;
  const cap = goal.revenueCap ?? null;
  const scale = liftScale(goal.comparisons);
  const shown = goal.comparisons.some((c) => c.sequential !== null);
  return (
    <div className="goal-results">
      <TableScroll label={caption}>
        <table className="table results-table results-table--goal" id={tableId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Visitors</th>
              {conversion && <th scope="col">{countHeading}</th>}
              {goal.revenue && <th scope="col">Revenue</th>}
              <th scope="col">{valueHeading}</th>
              <ComparisonHeadings />
            </tr>
          </thead>
          <tbody>
            {goal.variants.map((figures) => {
              const variant = variants.find((v) => v.id === figures.variantId);
              const comparison = goal.comparisons.find((c) => c.variantId === figures.variantId) ?? null;
              const value = comparison === null ? goal.controlValue : comparison.value;
              const unmeasured = !conversion && figures.variantNo !== 0 && redirects(variant);
              return (
                <tr key={figures.variantId} data-variant-no={figures.variantNo}>
                  <th scope="row">
                    <span className="goal-row__name">
                      {variant === undefined ? figures.variantNo : variantTitle(variant)}
                    </span>
                    {/* On a phone the bar heads the variant's card, beside its name, rather than a line of its own. */}
                    {comparison?.lift && (
                      <span className="goal-row__bar">
                        <LiftBar lift={comparison.lift} sequential={comparison.sequential} scale={scale} />
                      </span>
                    )}
                  </th>
                  <td className="results-table__number results-table__minor" data-label="Visitors">
                    {formatCount(figures.visitors)}
                  </td>
                  {conversion && (
                    <td className="results-table__number results-table__minor" data-label={countHeading}>
                      {formatCount(figures.conversions ?? 0)}
                    </td>
                  )}
                  {goal.revenue && (
                    <td className="results-table__number results-table__minor" data-label="Revenue">
                      {optional(figures.revenue, money)}
                    </td>
                  )}
                  <td className="results-table__number results-table__value" data-label={valueHeading}>
                    {unmeasured ? notMeasured : value === null ? none : display.format(value)}
                  </td>
                  <ComparisonCells comparison={comparison} scale={scale} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {!shown && <p className="results-note">{waitingNote}</p>}
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
      {!goal.called && shown && (
        <p className="results-note">
          Not called before the primary goal has a verdict, so that more goals make no false winner likelier.
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

/** The id of a goal's table, which its CSV download reads. */
const goalTableId = (goal: GoalResults): string => `goal-results-${goal.goalId}`;

/** Each goal's table as a CSV file, together below the tables so that they take no room between them. */
export function GoalCsvDownloads({ goals, csvName }: { goals: readonly GoalResults[]; csvName: string }) {
  return (
    <ul className="goal-downloads">
      {goals.map((goal) => (
        <li key={goal.goalId}>
          <TableCsvDownload
            tableId={goalTableId(goal)}
            fileName={csvFileName(csvName, goalTitle(goal))}
            label={`Download ${goalTitle(goal)} as CSV`}
          />
        </li>
      ))}
    </ul>
  );
}

/** How to read the bars, said once for every table below it. */
function LiftKey() {
  return (
    <p className="results-note lift-key">
      <span className="lift-key__item">
        <span className="lift-key__swatch lift-key__swatch--interval" aria-hidden="true" /> 95% interval
      </span>{' '}
      <span className="lift-key__item">
        <span className="lift-key__swatch lift-key__swatch--always-valid" aria-hidden="true" /> always-valid interval
      </span>{' '}
      <span className="lift-key__item">
        <span className="lift-key__swatch lift-key__swatch--zero" aria-hidden="true" /> no change.
      </span>{' '}
      {alwaysValidNote}
    </p>
  );
}

/**
 * Every goal the test measures, the primary goal first, each in one table. A redirect variant's engagement is said
 * to be unmeasured, since its visitors spend their visit on the page it sends them to.
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
  if (goals.length === 0) return null;
  const shown = goals.some((goal) => goal.comparisons.some((c) => c.sequential !== null));
  const redirecting = variants.filter((v) => !v.isControl && redirects(v)).map((v) => v.variantNo);
  const engagementGoals = goals.some((goal) => (goal.metric ?? null) !== null);
  return (
    <>
      {redirecting.length > 0 && <RedirectNote variantNos={redirecting} engagementGoals={engagementGoals} />}
      {shown && <LiftKey />}
      {goals.map((goal) => (
        <GoalResultsTable key={goal.goalId} goal={goal} variants={variants} currency={currency} />
      ))}
    </>
  );
}

/** What a redirect variant's figures can and cannot say. */
export function RedirectNote({
  variantNos,
  engagementGoals,
}: {
  variantNos: readonly number[];
  engagementGoals: boolean;
}) {
  const letters = listOfLetters(variantNos);
  const one = variantNos.length === 1;
  return (
    <Notice kind="info">
      <p data-testid="results-redirect-note">
        <strong>Engagement is not measured for redirect variants.</strong> {letters} {one ? 'sends its' : 'send their'}{' '}
        visitors to another page, where clicks, scrolling and time on page are not counted for this test
        {engagementGoals ? ', so engagement goals and guardrails leave ' + (one ? 'it' : 'them') + ' out' : ''}.
        Conversions count on any page of your website.
      </p>
    </Notice>
  );
}
