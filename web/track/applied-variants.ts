import { tests } from './page-view';
import { guard } from './tracker';

// The variants in force on the page: their style elements and JS, kept in place while the page re-renders.

const maxReruns = 50;
/** Our variant style elements by test id. */
const styles = new Map<string, HTMLStyleElement>();
/** This page view's variant JS by test id, run once the DOM is ready and again after re-renders. */
export let scripts = new Map<string, string>();
/** How often the JS ran on this page view. */
let runs = 0;
let rerun: ReturnType<typeof setTimeout> | undefined;
const observer = new MutationObserver(guard(reapply));

export function putStyle(test: string, css: string): void {
  const style = document.createElement('style');
  style.setAttribute('data-splitpenny', test);
  style.textContent = css;
  styles.set(test, style);
  document.head.append(style);
  observe();
}

/** A new page view: its own JS, and its own count of re-runs. */
export function forgetJs(): void {
  scripts = new Map();
  runs = 0;
}

/** Shows the original again, as far as it can: JS that already ran cannot be undone. */
export function withdraw(test: string): void {
  const style = styles.get(test);
  if (style) style.remove();
  styles.delete(test);
  scripts.delete(test);
}

export function withdrawAll(): void {
  for (const test of styles.keys()) withdraw(test);
}

/** Runs the page's variant JS with the observer paused, so the changes it makes cannot set it off again. */
export function runJs(): void {
  observer.disconnect();
  for (const js of scripts.values())
    try {
      new Function(js)();
    } catch {
      // The owner's code failing must not stop the page or the other variants.
    }
  runs++;
  observe();
}

function observe(): void {
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

/** After the page changed: our styles back at once, the JS again once the changes settle (a bounded number of times). */
function reapply(): void {
  for (const style of styles.values()) if (!style.isConnected) document.head.append(style);
  if (!runs || runs > maxReruns) return;
  const current = tests;
  clearTimeout(rerun);
  rerun = setTimeout(
    guard(() => {
      if (current === tests) runJs();
    }),
    50,
  );
}
