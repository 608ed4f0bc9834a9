import { hideAtMostMs } from '../../domain/tracking/install-snippets';
import { visitorIdPattern } from '../../domain/tracking/tracking-protocol';
import { onNextRender } from './applied-variants';
import { applyVariants } from './apply-variants';
import { consent } from './consent';
import { listen } from './event-listeners';
import { flush, resetEvents } from './event-queue';
import { hintFor } from './hide-entry';
import { hide, reveal } from './hide-page';
import type { TrackerApi } from './goals-loader';
import { loadConfig } from './load-config';
import { addresses, newPageView, tests } from './page-view';
import { followNavigation } from './spa-navigation';
import { read, visitorKey, write } from './storage';
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

/** Runs the site's live tests on this page for the script tag `script`, and tracks the visitor. */
export function start(script: HTMLOrSVGScriptElement | null): void {
  // Hiding began when the loader started, or now for the plain tag; it ends at the deadline whatever happens.
  const deadline = (Number(script?.dataset.start) || performance.now()) + hideAtMostMs;
  setTimeout(reveal, deadline - performance.now());
  const given = window.splitpennyConsent;
  const site = script?.dataset.site;
  const stub = window.splitpenny;
  // A tag pasted twice (by hand and by a tag manager, say) must not run the tests twice.
  if (stub?.consent) return;
  // Without a tag there is no site either. An automated browser (navigator.webdriver) runs no test and is never
  // enrolled: it sees the original page, as a bot known by its user agent does on the server.
  if (!site || given === false || navigator.webdriver) return reveal();

  const pending = given === 'pending' || (given !== true && script!.dataset.consent === 'pending');
  const stored = read(visitorKey);
  const visitor = stored && visitorIdPattern.test(stored) ? stored : newVisitorId();
  setUp(site, new URL('/api/track/', (script as HTMLScriptElement).src).href, visitor, pending);
  if (visitor !== stored) write(visitorKey, visitor);
  // The site's own calls (the stub) stay queued for the goals script. Without a stub, one that queues the same way:
  // the site's stub line, pasted after a plain tag, keeps what it finds, and that must be callable too.
  const api: TrackerApi = (window.splitpenny =
    stub || ((...args: unknown[]) => void (api.q ||= [] as unknown[][]).push(args)));
  api.consent = guard(consent);
  api.later = guard(later);

  listen();
  beginPageView();
  const first = tests;
  hide(hintFor(addresses));
  loadConfig(() => {
    if (tests !== first) return;
    // Once the original was shown (the deadline passed), a late config switches nobody to a variant on this view.
    if (performance.now() < deadline) applyVariants();
    else reveal();
  });
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
