import { hideAtMostMs } from '../../domain/tracking/install-snippets';
import { visitorIdPattern } from '../../domain/tracking/tracking-protocol';
import { onNextRender } from './applied-variants';
import { applyVariants } from './apply-variants';
import { consent } from './consent';
import { listen } from './event-listeners';
import { flush, resetEvents } from './event-queue';
import { hintFor } from './hide-entry';
import { hide, reveal } from './hide-page';
import { loadConfig } from './load-config';
import { addresses, newPageView, tests } from './page-view';
import { followNavigation } from './spa-navigation';
import { read, visitorKey, write } from './storage';
import { guard, setUp } from './tracker';
import { newVisitorId } from './visitor-id';

declare global {
  interface Window {
    /** Set by the site before the script runs: consent already given (true), refused (false) or to come. */
    splitpennyConsent?: boolean | 'pending';
    splitpenny?: { consent(granted: boolean): void };
  }
}

/** Runs the site's live tests on this page for the script tag `script`, and tracks the visitor. */
export function start(script: HTMLOrSVGScriptElement | null): void {
  // Hiding began when the loader started, or now for the plain tag; it ends at the deadline whatever happens.
  const deadline = (Number(script && script.dataset.start) || performance.now()) + hideAtMostMs;
  setTimeout(reveal, deadline - performance.now());
  const given = window.splitpennyConsent;
  const site = script && script.dataset.site;
  // A tag pasted twice (by hand and by a tag manager, say) must not run the tests twice.
  if (window.splitpenny) return;
  if (!script || !site || given === false) return reveal();

  const pending = given === 'pending' || (given !== true && script.dataset.consent === 'pending');
  const stored = read(visitorKey);
  const visitor = stored && visitorIdPattern.test(stored) ? stored : newVisitorId();
  setUp(site, new URL('/api/track/', (script as HTMLScriptElement).src).href, visitor, pending);
  if (visitor !== stored) write(visitorKey, visitor);
  window.splitpenny = { consent: guard(consent) };

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
