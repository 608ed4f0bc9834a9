// Runs the tracking script against a fake server in happy-dom: each `startTracker` loads fresh modules, as a new page
// load would, and the previous instance is stopped.
import { vi } from 'vitest';
import { hideSelectors } from '../../../domain/tracking/hide-selectors';
import { pageAddressesOf } from '../../../domain/tracking/page-address';
import { loaderSnippet } from '../../../domain/tracking/install-snippets';
import type {
  EnrolmentAnswer,
  EventBatch,
  TrackedGoal,
  TrackedTest,
  TrackedVariant,
  TrackingConfig,
} from '../../../domain/tracking/tracking-protocol';

export const appOrigin = 'https://app.splitpenny.test';
export const siteId = 'site-1';
export const day = 86_400_000;

export interface SentRequest {
  readonly url: URL;
  readonly body: unknown;
  /** Sent so that it outlives the page (fetch's keepalive); a beacon is recorded too, though the script sends none. */
  readonly keepalive: boolean;
}

export interface FakeServer {
  /** The live tests per page URL, written into the per-site script; a page not listed has no tests. */
  configs: Record<string, TrackingConfig>;
  enrolAnswer: EnrolmentAnswer;
  /** The website's conversion goals the config lists. */
  goals: TrackedGoal[];
  readonly requests: SentRequest[];
  /** What the page did, in order: `beacon <path>`, `fetch <path>`, `replace <url>`. */
  readonly timeline: string[];
}

export const server: FakeServer = {
  configs: {},
  enrolAnswer: { status: 'enrolled' },
  goals: [],
  requests: [],
  timeline: [],
};

export function variant(no: number, share: number, change: Partial<TrackedVariant> = {}): TrackedVariant {
  const changed = { css: '', js: '', redirect: null, ...change };
  return { id: `variant-${no}`, no, share, hide: hideSelectors(changed), ...changed };
}

/** A live test; its page is set from the `server.configs` entry it is put in. */
export function liveTest(id: string, variants: TrackedVariant[], extra: Partial<TrackedTest> = {}): TrackedTest {
  return { id, page: '', devices: [], variants, ...extra };
}

/** Requests to one endpoint, in order. */
export function sent(path: 'enrol' | 'events' | 'seen'): SentRequest[] {
  return server.requests.filter((request) => request.url.pathname === `/api/track/${path}`);
}

export function batches(): EventBatch[] {
  return sent('events').map((request) => request.body as EventBatch);
}

export function variantStyle(testId: string): HTMLStyleElement | null {
  return document.head.querySelector(`style[data-splitpenny="${testId}"]`);
}

export function hideStyle(): HTMLStyleElement | null {
  return document.getElementById('splitpenny-hide') as HTMLStyleElement | null;
}

/** Lets the fake server's answers (promises) reach the script. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

function answer(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({ ok: status === 200, status, json: () => Promise.resolve(body) } as Response);
}

function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  server.requests.push({ url, body, keepalive: init?.keepalive === true });
  server.timeline.push(`fetch ${url.pathname}`);
  if (url.pathname === '/api/track/enrol') return answer(server.enrolAnswer);
  return answer({}, 202);
}

/** The website's config, as the server answers it: the tests of every page, each naming its page. */
function siteConfig(): TrackingConfig {
  const tests = Object.entries(server.configs).flatMap(([page, config]) =>
    config.tests.map((test) => ({ ...test, page: pageAddressesOf(page)[0] ?? page })),
  );
  return server.goals.length ? { tests, goals: server.goals } : { tests };
}

/** Runs the loader snippet as the top of `<head>` does, before the body exists (or after, when `painted`). */
export function runLoaderSnippet(painted = false): HTMLScriptElement {
  const body = document.body;
  if (!painted) body.remove();
  const code = /<script>(.*)<\/script>/s.exec(loaderSnippet(appOrigin, siteId))![1]!;
  // The loader's own element must not be fetched by the test's browser: it is only looked at.
  const added = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    if (node instanceof HTMLScriptElement) return node;
    return HTMLElement.prototype.appendChild.call(document.head, node);
  });
  try {
    new Function(code)();
  } finally {
    if (!body.isConnected) document.documentElement.append(body);
  }
  const script = added.mock.results.find((result) => result.value instanceof HTMLScriptElement)?.value;
  added.mockRestore();
  return script as HTMLScriptElement;
}

/** Puts the browser on `path` of the customer's site, as a fresh page load. */
export function openPage(path: string): void {
  history.replaceState(null, '', path);
}

/** The page URL as the script sends it in the config request. */
export function pageHref(path: string): string {
  return new URL(path, location.origin).href;
}

/** Ends the running script as leaving the page would, keeping what it stored. */
function unloadPage(): void {
  const stored = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').map(
    (key) => [key, localStorage.getItem(key) ?? ''] as const,
  );
  // A stub the site put on the new page stays; the script of the last page goes.
  if (window.splitpenny?.consent) {
    window.splitpenny.consent(false);
    delete window.splitpenny;
  }
  for (const [key, value] of stored) localStorage.setItem(key, value);
  document.head.replaceChildren();
}

/**
 * Runs the conversion goals script the tracking script asked for (happy-dom loads no scripts), as the browser would
 * once it arrived; null when it asked for none.
 */
export async function loadGoalsScript(): Promise<HTMLScriptElement | null> {
  const script = document.head.querySelector<HTMLScriptElement>('script[src$="/goals.js"]');
  if (!script) return null;
  // The tag the tracking script ran from is in the page, where the goals script finds the website.
  if (trackerTag && !trackerTag.isConnected) document.head.prepend(trackerTag);
  const { detectConversions } = await import('../../../web/track/goals/detect-conversions');
  detectConversions(script);
  await settle();
  return script;
}

let trackerTag: HTMLScriptElement | null = null;

/**
 * When the per-site script (the website's config written in) runs: `early`, before the body exists (its request
 * was quicker than the page's own); `painted`, once the page's body is there, which the loader may have hidden.
 */
export type Arrival = 'early' | 'painted';

/** Loads the tracking script as its tag would (see Arrival), with extra attributes on the tag. */
export async function startTracker(
  attributes: Record<string, string> = {},
  arrival: Arrival = 'early',
  /** What happens on the new page before the script runs (the loader snippet, say). */
  before: () => void = () => undefined,
): Promise<void> {
  unloadPage();
  before();
  vi.resetModules();
  const { start } = await import('../../../web/track/start');
  const script = document.createElement('script');
  script.src = `${appOrigin}/api/track/script.js?site=${siteId}&page=${encodeURIComponent(location.href)}`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  trackerTag = script;
  const inline = { site: attributes['data-site'] ?? siteId, ...siteConfig() };
  if (arrival === 'painted') start(script, inline);
  else whileParsingHead(() => start(script, inline));
  await settle();
}

/**
 * Runs `run` as a script in `<head>` runs: no body yet and the document still loading; then the parser adds the
 * body and the document is ready.
 */
function whileParsingHead(run: () => void): void {
  const body = document.body;
  // A test that plays the document's loading itself keeps it in its hands.
  const playedByTest = Object.getOwnPropertyDescriptor(document, 'readyState') !== undefined;
  body.remove();
  if (!playedByTest) Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  try {
    run();
  } finally {
    document.documentElement.append(body);
    if (!playedByTest) {
      Reflect.deleteProperty(document, 'readyState');
      document.dispatchEvent(new Event('DOMContentLoaded'));
    }
  }
}

export function setUpBrowser(): void {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  server.configs = {};
  server.enrolAnswer = { status: 'enrolled' };
  server.goals = [];
  server.requests.length = 0;
  server.timeline.length = 0;
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  // A person's browser: happy-dom says it is automated, and the script runs nothing where it is.
  Object.defineProperty(navigator, 'webdriver', { configurable: true, value: false });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: string) => {
      server.requests.push({ url: new URL(url), body: JSON.parse(body), keepalive: false });
      server.timeline.push(`beacon ${new URL(url).pathname}`);
      return true;
    }),
  });
  vi.spyOn(location, 'replace').mockImplementation((url) => void server.timeline.push(`replace ${url}`));
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
  localStorage.clear();
  openPage('/');
}

export function tearDownBrowser(): void {
  // Stops the instance the test started (and any still listening), then forgets the page.
  window.splitpenny?.consent?.(false);
  delete window.splitpenny;
  delete window.splitpennyConsent;
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
