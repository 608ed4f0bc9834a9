import { formatAverage, formatPercent, formatRate, formatSeconds } from '../../format/format-measure';

/** What the test's goal compares, as the results page names and writes it (higher is better for each). */
export interface GoalMetricDisplay {
  readonly label: string;
  readonly format: (value: number) => string;
}

const displays: Readonly<Record<string, GoalMetricDisplay>> = {
  clicks: { label: 'Clicks per session', format: formatAverage },
  submitted: { label: 'Sessions with a form submission', format: formatRate },
  max_scroll_pct: { label: 'Scrolled down (average)', format: formatPercent },
  time_on_page_ms: { label: 'Time on page (average)', format: (ms) => formatSeconds(ms / 1000) },
  engaged: { label: 'Engaged sessions (not bounced)', format: formatRate },
  button_clicks: { label: 'Button clicks per session', format: formatAverage },
};

export function goalMetricDisplay(metric: string): GoalMetricDisplay {
  return displays[metric] ?? { label: metric, format: formatAverage };
}
