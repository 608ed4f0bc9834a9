import { hideEntryKey, pageEntryKey } from '../../domain/tracking/install-snippets';
import { withdrawAll } from './applied-variants';
import { reveal } from './hide-page';
import { enrolledKey, forget, seenKey, visitorKey } from './storage';
import { release, stop } from './tracker';

/**
 * Given: what waited (storage, enrolments, variant JS, redirects) happens now, and the rest as usual.
 * Refused: the original page, nothing kept or sent, and nothing more done.
 */
export function consent(granted: boolean): void {
  if (granted) return release();
  withdrawAll();
  reveal();
  // A withdrawn consent leaves nothing of ours behind either.
  forget(visitorKey, enrolledKey, hideEntryKey, pageEntryKey, seenKey);
  // From here every handler, timer and answer of ours does nothing (see guard); events already recorded are never sent.
  stop();
}
