import { pageUrl } from './page-url';
import { url } from './page-view';
import { guard } from './tracker';

/** Calls `navigated` when a single-page site moves to another URL (a new hash alone is the same page). */
export function followNavigation(navigated: () => void): void {
  const check = guard(() => {
    if (pageUrl(location.href) !== url) navigated();
  });
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>): void {
      // The site's own call comes first and untouched; our part can never break it.
      original.apply(this, args);
      check();
    };
  }
  addEventListener('popstate', check);
}
