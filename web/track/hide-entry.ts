import { hideEntryKey } from '../../domain/tracking/install-snippets';
import type { TrackedTest } from '../../domain/tracking/tracking-protocol';
import { chooseVariants } from './choose-variants';
import { toJson } from './json';
import { forget, readJson, write } from './storage';

/** Past this size the entry is dropped rather than kept: a site with that many live tests hides per first visit. */
const maxEntryLength = 4000;

type HideEntry = Record<string, string>;

/**
 * What to hide on a page while its config is on the way: the selector list this visitor's variants change there,
 * from the one stored entry of the site's live tests (see hideEntryKey). A site not known yet hides the body, but
 * only before the body exists: hiding an already painted page would blank it.
 */
export function hintFor(addresses: readonly string[]): string {
  const entry = readJson<HideEntry>(hideEntryKey);
  if (!entry) return document.body ? '' : 'body';
  for (const address of addresses) if (entry[address]) return entry[address];
  return '';
}

/** Keeps, in one bounded entry, what this visitor's variants change on each page of the site's live tests. */
export function storeHideEntry(tests: readonly TrackedTest[], visitor: string, device: number): void {
  const entry: HideEntry = {};
  for (const { test, variant } of chooseVariants(tests, visitor, device, null)) {
    if (variant.hide) entry[test.page] = entry[test.page] ? entry[test.page] + ',' + variant.hide : variant.hide;
  }
  const text = toJson(entry);
  if (text.length > maxEntryLength) forget(hideEntryKey);
  else write(hideEntryKey, text);
}
