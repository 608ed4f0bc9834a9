import { addressesOfLocation } from '../../domain/tracking/page-address';
import { onHistoryChange } from './history-changes';
import { addresses } from './page-view';
import { guard } from './tracker';

/** Calls `navigated` when a single-page site moves to another URL (a new hash alone is the same page). */
export function followNavigation(navigated: () => void): void {
  const check = guard(() => {
    if (addressesOfLocation(location)[0] !== addresses[0]) navigated();
  });
  onHistoryChange(check);
}
