import { visitorIdPattern } from '../../domain/tracking/tracking-protocol';
import { forgetJs } from './applied-variants';
import { consent } from './consent';
import { listen } from './event-listeners';
import { flush, resetEvents } from './event-queue';
import { reveal } from './hide-page';
import { hideAtMostMs, loadConfig } from './load-config';
import { newPageView } from './page-view';
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
  // First of all, so that whatever fails later, a hidden page still shows.
  setTimeout(reveal, hideAtMostMs);
  const given = window.splitpennyConsent;
  const site = script && script.dataset.site;
  // A tag pasted twice (by hand and by a tag manager, say) must not run the tests twice.
  if (!script || !site || given === false || window.splitpenny) return;

  const pending = given === 'pending' || (given !== true && script.dataset.consent === 'pending');
  const stored = read(visitorKey);
  const visitor = stored && visitorIdPattern.test(stored) ? stored : newVisitorId();
  setUp(site, new URL('/api/track/', (script as HTMLScriptElement).src).href, visitor, pending);
  if (visitor !== stored) write(visitorKey, visitor);
  window.splitpenny = { consent: guard(consent) };

  listen();
  followNavigation(() => {
    flush();
    beginPageView();
  });
  beginPageView();
}

function beginPageView(): void {
  newPageView();
  resetEvents();
  forgetJs();
  loadConfig();
}
