import { formatAverage, formatPercent, formatRate, formatRevenue, formatSeconds } from '../../format/format-measure';
import type { GoalKind, GoalMetric } from '../../gql/graphql';

/** What the test's goal compares, as the results page names and writes it (higher is better for each). */
export interface GoalMetricDisplay {
  readonly label: string;
  readonly format: (value: number) => string;
}

// GoalMetric is the API's enum of the goal catalogue's metrics: a goal added there fails to compile here until named.
const displays: Readonly<Record<GoalMetric, GoalMetricDisplay>> = {
  clicks: { label: 'Clicks per session', format: formatAverage },
  submitted: { label: 'Sessions with a form submission', format: formatRate },
  max_scroll_pct: { label: 'Scrolled down (average)', format: formatPercent },
  time_on_page_ms: { label: 'Time on page (average)', format: (ms) => formatSeconds(ms / 1000) },
  engaged: { label: 'Engaged sessions (not bounced)', format: formatRate },
  button_clicks: { label: 'Button clicks per session', format: formatAverage },
};

/**
 * An engagement goal by its metric; a conversion goal (no metric) by its name: the share of visitors who converted,
 * or revenue per visitor.
 */
export function goalMetricDisplay(
  metric: GoalMetric | null,
  conversion: { readonly name: string; readonly kind: GoalKind } = { name: 'Goal', kind: 'RATE' },
): GoalMetricDisplay {
  if (metric !== null) return displays[metric];
  return conversion.kind === 'MEAN'
    ? { label: `${conversion.name}: revenue per visitor`, format: formatRevenue }
    : { label: `${conversion.name}: visitors who converted`, format: formatRate };
}
