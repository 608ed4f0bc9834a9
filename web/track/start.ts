import { visitorIdPattern, type SiteScriptConfig } from '../../domain/tracking/tracking-protocol';
import { onNextRender } from './applied-variants';
import { applyVariants } from './apply-variants';
import { consent } from './consent';
import { listen } from './event-listeners';
import { flush, resetEvents } from './event-queue';
import { knownTests } from './hide-entry';
import { hideId, reveal } from './hide-page';
import type { TrackerApi } from './goals-loader';
import { addresses, newPageView } from './page-view';
import { takeConfig } from './site-config';
import { followNavigation } from './spa-navigation';
import { send } from './send';
import { read, seenKey, visitorKey, write } from './storage';
import { guard, later, setUp } from './tracker';
import { newVisitorId } from './visitor-id';

declare global {
  interface Window {
    /** Set by the site before the script runs: consent already given (true), refused (false) or to come. */
    splitpennyConsent?: boolean | 'pending';
    /** The JS API (docs/tracking.md): the site's stub, to which the script adds what it offers. */
    splitpenny?: TrackerApi;
  }
}

/**
 * Runs the site's live tests on this page, and tracks the visitor: `script` is the per-site script's tag, `inline`
 * the website's config written into it. Without a config (the bare script, which no install loads) it does nothing.
 */
export function start(script: HTMLOrSVGScriptElement | null, inline?: SiteScriptConfig): void {
  const given = window.splitpennyConsent;
  const stub = window.splitpenny;
  // A tag pasted twice (by hand and by a tag manager, say) must not run the tests twice.
  if (stub?.consent) return;
  // An automated browser (navigator.webdriver) runs no test and is never enrolled: it sees the original page, as a
  // bot known by its user agent does on the server.
  if (!script || !inline?.site || given === false || navigator.webdriver) return reveal();

  // The plain tag's `data-consent="pending"` reaches here as splitpennyConsent (its loader sets it).
  const pending = given === 'pending';
  const stored = read(visitorKey);
  const visitor = stored && visitorIdPattern.test(stored) ? stored : newVisitorId();
  setUp(inline.site, new URL('/api/track/', (script as HTMLScriptElement).src).href, visitor, pending);
  if (visitor !== stored) write(visitorKey, visitor);
  // The goals script finds the website on the tag, which the per-site script's has only in its address.
  script.dataset.site = inline.site;
  // The site's own calls (the stub) stay queued for the goals script. Without a stub, one that queues the same way:
  // the site's stub line, pasted after the script, keeps what it finds, and that must be callable too.
  const api: TrackerApi = (window.splitpenny =
    stub || ((...args: unknown[]) => void (api.q ||= [] as unknown[][]).push(args)));
  api.consent = guard(consent);
  api.later = guard(later);

  listen();
  beginPageView();
  // The install check: the page without its query, no visitor data, from each browser once a day at most.
  const page = addresses[addresses.length - 1]!;
  // Date() is the local date and time as text, which starts with the day ("Sun Nov 29 2026").
  const seen = page + Date().slice(0, 15);
  if (read(seenKey) !== seen) {
    write(seenKey, seen);
    send('seen', { site: inline.site, page });
  }
  // Read before the config replaces it: the tests the loader already showed this visitor's way.
  const known = knownTests(addresses);
  takeConfig(inline);
  // Once the original was painted it stays for this view: a test shows its variant only while nothing is painted
  // yet (before the body, or while the loader hides it), or when the loader already showed it this visitor's way
  // (a returning visitor, counted in it). The loader hides the body for a QA preview too.
  const unpainted = !document.body || !!document.getElementById(hideId)?.textContent?.startsWith('body{');
  applyVariants((test) => unpainted || known.includes(test));
  followNavigation(() => {
    flush();
    beginPageView();
    onNextRender(guard(applyVariants));
  });
}

function beginPageView(): void {
  newPageView();
  resetEvents();
}
