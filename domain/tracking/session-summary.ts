import { trackingLimits, type TrackerEvent } from './tracking-protocol';

/** What one test session did so far, kept up to date as event batches arrive (ARCHITECTURE.md §4). */
export interface SessionSummary {
  readonly clicks: number;
  readonly buttonClicks: number;
  readonly buttonHovers: number;
  readonly formClicks: number;
  readonly formHovers: number;
  readonly formSubmits: number;
  readonly formTimeMs: number;
  readonly maxScrollPct: number;
  readonly timeOnPageMs: number;
}

export const emptySummary: SessionSummary = {
  clicks: 0,
  buttonClicks: 0,
  buttonHovers: 0,
  formClicks: 0,
  formHovers: 0,
  formSubmits: 0,
  formTimeMs: 0,
  maxScrollPct: 0,
  timeOnPageMs: 0,
};

/** GA4's rule: engaged after 10 s on the page, or a click, or a form submission; a bounce is a session that was not. */
const engagedAfterMs = 10_000;

export function isEngaged(summary: SessionSummary): boolean {
  return summary.timeOnPageMs >= engagedAfterMs || summary.clicks > 0 || summary.formSubmits > 0;
}

/** Counters stop at the column's limit rather than wrap. */
const counterLimit = 2_147_483_647;

function add(total: number, amount: number): number {
  return Math.min(counterLimit, total + amount);
}

function measure(event: TrackerEvent): number {
  return Math.min(Math.max(Math.round(event.v ?? 0), 0), trackingLimits.maxReportedMs);
}

function applyEvent(s: SessionSummary, event: TrackerEvent): SessionSummary {
  switch (event.k) {
    case 'click':
      return { ...s, clicks: add(s.clicks, 1) };
    case 'button_click':
      return { ...s, clicks: add(s.clicks, 1), buttonClicks: add(s.buttonClicks, 1) };
    case 'button_hover':
      return { ...s, buttonHovers: add(s.buttonHovers, 1) };
    case 'form_click':
      return { ...s, clicks: add(s.clicks, 1), formClicks: add(s.formClicks, 1) };
    case 'form_hover':
      return { ...s, formHovers: add(s.formHovers, 1) };
    case 'form_submit':
      return { ...s, formSubmits: add(s.formSubmits, 1) };
    case 'form_time':
      return { ...s, formTimeMs: add(s.formTimeMs, measure(event)) };
    case 'scroll':
      return { ...s, maxScrollPct: Math.max(s.maxScrollPct, Math.min(100, measure(event))) };
    case 'time':
      return { ...s, timeOnPageMs: add(s.timeOnPageMs, measure(event)) };
    case 'leave':
    case 'goal':
      // Conversions are kept per goal (goal-rollup.ts), not in the page's engagement summary.
      return s;
    default: {
      const unknown: never = event.k;
      throw new Error(`unknown event kind ${String(unknown)}`);
    }
  }
}

/** The summary after a batch: counts add up, times add up (reports are increments), scroll depth keeps its maximum. */
export function applyEvents(summary: SessionSummary, events: readonly TrackerEvent[]): SessionSummary {
  return events.reduce(applyEvent, summary);
}
