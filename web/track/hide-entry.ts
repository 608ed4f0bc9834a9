import { pageEntryKey } from '../../domain/tracking/install-snippets';
import type { TrackedTest } from '../../domain/tracking/tracking-protocol';
import { chooseVariants } from './choose-variants';
import { toJson } from './json';
import { forget, readJson, write } from './storage';

/** Past this size an entry is dropped rather than kept: a site with that many live tests hides per first visit. */
const maxEntryLength = 16000;

/**
 * What this visitor's variants do on one page before the script arrives, as the loader reads it: the CSS to add at
 * once, the selectors to hide (what variant JS or a redirect changes), and the ids of the page's tests it knew.
 */
type PageEntry = [css: string, hide: string, tests: string];
// The tests' ids are each preceded by a space.

/**
 * The ids of the tests the stored entry knew on this page, which the loader has shown this visitor's way before the
 * first paint: read before the new config replaces the entry.
 */
export function knownTests(addresses: readonly string[]): string {
  const entry = readJson<Record<string, PageEntry>>(pageEntryKey);
  for (const address of addresses) if (entry?.[address]) return entry[address][2];
  return '';
}

/** Keeps, per page of the site's live tests, what this visitor's variants do there, for the loader. */
export function storeEntries(tests: readonly TrackedTest[], visitor: string, device: number): void {
  const pages: Record<string, PageEntry> = {};
  for (const { test, variant } of chooseVariants(tests, visitor, device, null)) {
    const page = (pages[test.page] ||= ['', '', '']);
    page[0] += variant.css;
    if (variant.js || variant.redirect) page[1] += (page[1] && ',') + variant.hide;
    page[2] += ' ' + test.id;
  }
  keep(pageEntryKey, pages);
}

function keep(key: string, entry: object): void {
  const text = toJson(entry);
  if (text.length > maxEntryLength) forget(key);
  else write(key, text);
}
