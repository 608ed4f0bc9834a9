import { addressesOfLocation } from '../../domain/tracking/page-address';
import { addresses } from './page-view';
import { guard } from './tracker';

/** Calls `navigated` when a single-page site moves to another URL (a new hash alone is the same page). */
export function followNavigation(navigated: () => void): void {
  const check = guard(() => {
    if (addressesOfLocation(location)[0] !== addresses[0]) navigated();
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
