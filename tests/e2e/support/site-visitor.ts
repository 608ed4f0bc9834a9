import type { Browser, BrowserContext, Request } from '@playwright/test';
import { optionCookies, type BuiltinPatch } from '../../fixture-sites/site-options';

/**
 * A visitor of a fixture site: a new browser context (no storage: a first visit) whose cookies tell the fixture
 * server how to install the script on the pages it serves (tests/fixture-sites/site-options.ts), and a log of what
 * the script sent to its endpoints, read from the network as the server receives it.
 */
export interface SiteSetup {
  readonly websiteId: string;
  readonly install?: 'tag' | 'loader';
  /** The site loads the script in consent mode. */
  readonly consentPending?: boolean;
  /** The page's Content-Security-Policy allows the script and inline code, but not eval. */
  readonly strictCsp?: boolean;
  /** A script on the page that changes built-ins. */
  readonly builtinPatch?: BuiltinPatch;
  /** Run in every document of the context at its start, before the page's own scripts. */
  readonly initScript?: () => void;
}

export async function siteVisitor(browser: Browser, setup: SiteSetup): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const values: [string, string | undefined][] = [
    [optionCookies.site, setup.websiteId],
    [optionCookies.install, setup.install ?? 'loader'],
    [optionCookies.consent, setup.consentPending ? '1' : undefined],
    [optionCookies.csp, setup.strictCsp ? 'strict' : undefined],
    [optionCookies.builtinPatch, setup.builtinPatch],
  ];
  // Cookies do not depend on the port: these reach both fixture sites (and nothing else reads them).
  await context.addCookies(
    values
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })),
  );
  if (setup.initScript !== undefined) await context.addInitScript(setup.initScript);
  return context;
}

export interface TrackerCall {
  /** `script`: the per-site script, which brings the website's config. */
  readonly endpoint: 'script' | 'enrol' | 'events';
  readonly url: string;
  readonly body: Record<string, unknown> | null;
  /** The answer's status once it came (null until then, and for beacons, whose answer the page never reads). */
  status: number | null;
  /** The answer's body, for the message of a failure. */
  answer?: string;
}

function endpointOf(request: Request): TrackerCall['endpoint'] | null {
  const match = /\/api\/track\/(script\.js|enrol|events)\b/.exec(request.url());
  if (match === null) return null;
  return match[1] === 'script.js' ? 'script' : (match[1] as TrackerCall['endpoint']);
}

function bodyOf(request: Request): Record<string, unknown> | null {
  const text = request.postData();
  return text === null ? null : (JSON.parse(text) as Record<string, unknown>);
}

/** Records every request of the context's pages to the tracking endpoints, beacons sent while leaving included. */
export function logTrackerCalls(context: BrowserContext): TrackerCall[] {
  const calls: TrackerCall[] = [];
  const byRequest = new Map<Request, TrackerCall>();
  context.on('request', (request) => {
    const endpoint = endpointOf(request);
    if (endpoint === null || request.method() === 'OPTIONS') return;
    const call: TrackerCall = { endpoint, url: request.url(), body: bodyOf(request), status: null };
    byRequest.set(request, call);
    calls.push(call);
  });
  context.on('response', (response) => {
    const call = byRequest.get(response.request());
    if (call === undefined) return;
    call.status = response.status();
    response.text().then(
      (text) => (call.answer = text),
      () => undefined,
    );
  });
  return calls;
}

/**
 * Polling for the network log, which fills without any round trip to the page: often enough that a load's
 * measurement does not wait on the poll (the default starts at 100 ms and backs off to a second).
 */
export const everyFewMs = { intervals: [20] };

/** The enrolments sent for `testId`. */
export function enrolmentsFor(calls: readonly TrackerCall[], testId: string): TrackerCall[] {
  return calls.filter((call) => call.endpoint === 'enrol' && call.body?.test === testId);
}
