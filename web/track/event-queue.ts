import type { EventBatch, TrackerEvent, TrackerEventKind } from '../../domain/tracking/tracking-protocol';
import { eventsPerBatch, maxReportedMs, testsPerBatch } from './batch-limits';
import { t0, tests } from './page-view';
import { send } from './send';
import { site, visitor, waiting } from './tracker';

/** Events kept at most while none can be sent (a bound on memory, far above a normal page view). */
const keptEvents = 500;
export let events: TrackerEvent[] = [];
/** Visible time not reported yet, and since when the page has been visible (-1 while hidden). */
let seen = 0;
let since = -1;
/** Deepest scroll point reported, in percent. */
let deepest = 0;

/** A new page view: the time, depth and events of the last one no longer count. */
export function resetEvents(): void {
  events = [];
  seen = deepest = 0;
  since = -1;
  tick();
}

export function record(k: TrackerEventKind, v?: number): void {
  if (events.length < keptEvents)
    events.push({
      k,
      // Whole milliseconds (and percent) are plenty.
      at: (performance.now() - t0) | 0,
      v: v && Math.min(v, maxReportedMs) | 0,
    });
}

/** A scroll depth in percent, recorded when it goes 5 points deeper than reported so far, or reaches the end. */
export function recordScroll(depth: number): void {
  if (depth >= deepest + 5 || (depth >= 100 && deepest < 100)) record('scroll', (deepest = Math.min(depth, 100)));
}

/** Adds the visible time since the last call to the time not reported yet. */
export function tick(): void {
  const now = performance.now();
  if (since >= 0) seen += now - since;
  since = document.hidden ? -1 : now;
}

/** Sends the page view's events, with its visible time, for the tests it is enrolled in. */
export function flush(): void {
  if (waiting || !tests.length) return;
  tick();
  // A sliver of time is kept for the next report rather than sent alone: leaving a page fires both pagehide and
  // visibilitychange, and the second would otherwise cost a request for a millisecond or two.
  if (seen >= 100) {
    record('time', seen);
    seen = 0;
  }
  const sent = events;
  events = [];
  for (let i = 0; i < tests.length; i += testsPerBatch)
    for (let j = 0; j < sent.length; j += eventsPerBatch)
      send('events', {
        site,
        visitor,
        tests: tests.slice(i, i + testsPerBatch),
        events: sent.slice(j, j + eventsPerBatch),
      } satisfies EventBatch);
}
