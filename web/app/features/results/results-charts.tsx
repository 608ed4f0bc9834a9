import { formatAverage, formatPercent, formatRate, formatSeconds } from '../../format/format-measure';
import type { GoalMetric } from '../../gql/graphql';
import { BarChart, type Bar } from './bar-chart';
import type { GoalMetricDisplay } from './goal-metric';
import { LiftChart, type LiftRow } from './lift-chart';
import type { Performance, VariantResults } from './results-data';
import { shownLift } from './shown-lift';
import { variantLetter } from './variant-letter';

function barsOf(
  rows: readonly VariantResults[],
  value: (p: Performance) => number,
  text: (v: number) => string,
): Bar[] {
  return rows.map(({ variant, performance }) => {
    const figure = performance === null ? 0 : value(performance);
    return { label: variantLetter(variant.variantNo), value: figure, text: text(figure) };
  });
}

/** The goal's lift per variant, then the main engagement figures side by side. */
export function ResultsCharts({
  rows,
  goal,
  goalMetric,
  controlValue,
}: {
  rows: readonly VariantResults[];
  goal: GoalMetricDisplay;
  goalMetric: GoalMetric | null;
  controlValue: number | null;
}) {
  // The goal's own chart already shows clicks per session when clicks are the goal.
  const goalIsClicks = goalMetric === 'clicks';
  const lifts: LiftRow[] = rows.flatMap(({ variant, comparison }) => {
    const lift = comparison?.lift ?? null;
    return lift === null ? [] : [{ label: variantLetter(variant.variantNo), ...shownLift(lift) }];
  });
  const goalBars: Bar[] = rows.map(({ variant, comparison }) => {
    const value = variant.isControl ? controlValue : (comparison?.value ?? null);
    return {
      label: variantLetter(variant.variantNo),
      value: value ?? 0,
      text: value === null ? '—' : goal.format(value),
    };
  });
  return (
    <div className="chart-grid">
      <BarChart title={goal.label} bars={goalBars} />
      <LiftChart rows={lifts} />
      {!goalIsClicks && <BarChart title="Clicks per session" bars={barsOf(rows, (p) => p.avgClicks, formatAverage)} />}
      <BarChart
        title="Scrolled down (average)"
        bars={barsOf(rows, (p) => p.avgScrolledDownPercentage, formatPercent)}
      />
      <BarChart title="Median time on page" bars={barsOf(rows, (p) => p.medianTimeOnPage, formatSeconds)} />
      <BarChart title="Bounce rate" bars={barsOf(rows, (p) => p.bounceRate, formatRate)} />
    </div>
  );
}
