import type { TrackedGoal } from '../../domain/tracking/tracking-protocol';
import { api } from './tracker';

/**
 * `window.splitpenny`: the site's stub, which queues its calls (`splitpenny('track', …)`) in `q` for the goals
 * script, with what the tracking script adds for that script and for the site.
 */
export interface TrackerApi {
  (...args: unknown[]): void;
  q?: ArrayLike<ArrayLike<unknown>> & { push(args: ArrayLike<unknown>): unknown };
  /** Consent given or refused (docs/tracking.md). */
  consent?(granted: boolean): void;
  /** Runs a request of the goals script now, or once consent is given; never once it was refused. */
  later?(send: () => void): void;
  goals?: readonly TrackedGoal[];
  /** Set by the goals script once it runs: `splitpenny('track', …)` calls go to it. */
  track?(...args: unknown[]): void;
}

/**
 * Loads the goals script, which detects the website's conversions, beside this one: only websites whose tests
 * measure conversion goals need it, and every page of every other site is spared its bytes.
 */
export function loadGoals(goals: readonly TrackedGoal[]): void {
  window.splitpenny!.goals = goals;
  const script = document.createElement('script');
  script.src = api + 'goals.js';
  document.head.append(script);
}
