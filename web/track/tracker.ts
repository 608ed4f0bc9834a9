// Who the tracker works for, and its consent state: set once at start, read everywhere.

export let site = '';
/** Where the endpoints are: `<origin of the script>/api/track/`. */
export let api = '';
export let visitor = '';
/** Work held back until consent (storage writes, requests, variant JS, redirects); null once consent is given. */
export let waiting: (() => void)[] | null = null;
/** Consent refused: nothing more happens. */
export let off = false;

export function setUp(siteId: string, endpoints: string, visitorId: string, consentPending: boolean): void {
  site = siteId;
  api = endpoints;
  visitor = visitorId;
  waiting = consentPending ? [] : null;
}

/** A handler that does nothing once the tracker is off and never lets an error reach the host page. */
export function guard<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    if (!off)
      try {
        fn(...args);
      } catch {
        // A broken tracker must not break the site it runs on.
      }
  };
}

/** Runs `fn` now, or once consent is given when the tracker waits for it. */
export function later(fn: () => void): void {
  if (waiting) waiting.push(fn);
  else fn();
}

/** Consent given: what waited runs now, in order, and from now on everything runs at once. */
export function release(): void {
  const held = waiting || [];
  waiting = null;
  for (const fn of held) guard(fn)();
}

export function stop(): void {
  off = true;
  waiting = null;
}
