import type { Currency } from '../../../../domain/websites/currency-rules';
import { formatCurrency } from '../../format/format-currency';
import { formatAverage, formatPercent, formatRate, formatSeconds } from '../../format/format-measure';
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
 * or revenue per visitor in the website's currency.
 */
export function goalMetricDisplay(
  metric: GoalMetric | null,
  conversion: { readonly name: string; readonly kind: GoalKind; readonly currency?: Currency } = {
    name: 'Goal',
    kind: 'RATE',
  },
): GoalMetricDisplay {
  if (metric !== null) return displays[metric];
  const currency = conversion.currency ?? 'GBP';
  return conversion.kind === 'MEAN'
    ? { label: `${conversion.name}: revenue per visitor`, format: (minor) => formatCurrency(minor, currency) }
    : { label: `${conversion.name}: visitors who converted`, format: formatRate };
}
