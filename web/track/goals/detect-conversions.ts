import type { EventBatch, TrackedGoal } from '../../../domain/tracking/tracking-protocol';
import { revenueAmount } from '../../../domain/tracking/goal-rollup';
import { toJson } from '../json';
import { visitorKey } from '../storage';
import { pageAddress, onNavigation } from './page-address-watch';
import { readTotal } from './read-total';

type Trigger = TrackedGoal['on'];

/**
 * Detects the website's conversions on this page and the next routes of a single-page site, and sends each at once:
 * page visits (a revenue goal's with the order total its page shows), clicks and form submissions inside an element
 * the goal's selector matches, and the site's own `splitpenny('track', event[, value])` calls, those queued before
 * this script arrived first.
 */
export function detectConversions(script: HTMLScriptElement | null): void {
  const tracker = window.splitpenny;
  const goals = tracker?.goals;
  const later = tracker?.later;
  const site = document.querySelector<HTMLElement>('script[data-site]')?.dataset.site;
  // Loaded twice, or not by the tracking script: nothing to do.
  if (!script || !tracker || !goals || !later || !site || tracker.track) return;
  const events = new URL('events', script.src).href;

  const convert = (on: Trigger, matches: (match: string) => boolean, value?: unknown): void => {
    for (const goal of goals) if (goal.on === on && matches(goal.match)) send(goal.id, revenueAmount(value));
  };
  const send = (goal: number, value: number): void =>
    // Consent first: the visitor id is stored once it is given, and nothing goes at all if it is refused.
    later(() => {
      const visitor = localStorage.getItem(visitorKey);
      if (!visitor) return;
      const batch: EventBatch = { site, visitor, tests: [], events: [{ k: 'goal', at: 0, v: value, g: goal }] };
      fetch(events, { method: 'POST', body: toJson(batch), keepalive: true }).catch(() => undefined);
    });

  const track = (...args: unknown[]): void => {
    if (args[0] === 'track') convert('event', (name) => name === args[1], args[2]);
  };
  const queued = Array.from(tracker.q ?? []);
  // From here the site's calls come straight here, through its stub's queue or through splitpenny itself.
  tracker.q = { length: 0, push: (args: ArrayLike<unknown>) => track(...Array.from(args)) };
  tracker.track = track;
  window.splitpenny = Object.assign(track, tracker);
  for (const args of queued) track(...Array.from(args));

  const inside = (event: Event) => (selector: string) => {
    try {
      return !!(event.target as Element).closest(selector);
    } catch {
      // A selector this browser cannot read matches nothing here.
      return false;
    }
  };
  document.addEventListener('click', (event) => convert('click', inside(event)), true);
  document.addEventListener('submit', (event) => convert('submit', inside(event)), true);
  const visited = (): void => {
    const address = pageAddress();
    for (const goal of goals) {
      if (goal.on !== 'visit' || !new RegExp(goal.match).test(address)) continue;
      if (goal.amount === undefined) send(goal.id, 0);
      else readTotal(goal.amount, goal.digits ?? 2, (value) => send(goal.id, value));
    }
  };
  visited();
  onNavigation(visited);
}
