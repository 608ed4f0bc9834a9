import { storedStyleId } from '../../domain/tracking/install-snippets';
import { addStyle } from './hide-page';
import { guard } from './tracker';

// The variants in force on the page, kept in place while the page re-renders: their style elements, and their JS,
// run again inside the same frame as the page's own change, before the browser paints it.

/**
 * Runs of variant JS allowed between two frames: enough for a framework that renders several times in one. A page
 * that changes again each time the JS did (or faster) gets the rest 200 ms after its changes settle, so it can never
 * lock up in a loop with us, and a page that fights the variant costs at most some 55 runs a second.
 */
const runsPerFrame = 10;
const styles = new Map<string, HTMLStyleElement>();
/** The page view's variant JS by test id, compiled once. */
export const scripts = new Map<string, () => void>();
let runs = 0;
/**
 * Whether the variants' JS ran for this view: only then does a re-render run it again. Put before the body exists
 * (the per-site script), it waits for the page (and for consent) to run the first time.
 */
let ran = false;
let settling: ReturnType<typeof setTimeout> | undefined;
/** A route's variants, waiting for the route's content (see onNextRender). */
let routeChange: (() => void) | null = null;
const observer = new MutationObserver(guard(changed));

/** Adds a variant's CSS; false when the page refused it (a Content-Security-Policy without inline styles). */
export function putStyle(test: string, css: string): boolean {
  const style = addStyle(css);
  style.dataset.splitpenny = test;
  styles.set(test, style);
  observe();
  return !!style.sheet;
}

/** Compiles a variant's JS; false when the page forbids it (a Content-Security-Policy without 'unsafe-eval'). */
export function putJs(test: string, js: string): boolean {
  try {
    scripts.set(test, new Function(js) as () => void);
    return true;
  } catch {
    return false;
  }
}

/** Shows the original again, as far as it can: JS that already ran cannot be undone. */
export function withdraw(test: string): void {
  styles.get(test)?.remove();
  styles.delete(test);
  scripts.delete(test);
}

export function withdrawAll(): void {
  // The loader's copy of a returning visitor's variant CSS: the variants' own styles take over in the same task.
  document.getElementById(storedStyleId)?.remove();
  ran = false;
  for (const test of styles.keys()) withdraw(test);
  scripts.clear();
}

/**
 * Runs the JS of one test (false when it threw), or of all, with the observer paused, so that their own changes do
 * not set it off again.
 */
export function runJs(only?: string): boolean {
  observer.disconnect();
  let done = (ran = true);
  scripts.forEach((js, test) => {
    if (!only || only === test)
      try {
        js();
      } catch {
        // The owner's code failing must not stop the page or the other variants.
        done = false;
      }
  });
  observe();
  return done;
}

/**
 * Calls `apply` when the page's content next changes: after a single-page navigation, the moment the new route
 * renders, inside the same frame. Until then the old route's content keeps its own variants, however long the
 * router's loaders take.
 */
export function onNextRender(apply: () => void): void {
  routeChange = apply;
  observe();
}

function observe(): void {
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
}

function changed(records: MutationRecord[]): void {
  for (const style of styles.values()) if (!style.isConnected) document.head.append(style);
  // Changes in <head> (the title, our own styles) are not the page's content.
  if (!records.some((record) => !document.head.contains(record.target))) return;
  const apply = routeChange;
  routeChange = null;
  if (apply) return apply();
  if (!scripts.size || !ran) return;
  if (runs++ < runsPerFrame) {
    if (runs === 1) requestAnimationFrame(() => (runs = 0));
    runJs();
  } else {
    clearTimeout(settling);
    settling = setTimeout(
      guard(() => {
        runs = 0;
        runJs();
      }),
      200,
    );
  }
}
