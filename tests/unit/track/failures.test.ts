// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appOrigin,
  hideStyle,
  liveTest,
  pageHref,
  sent,
  server,
  setUpBrowser,
  siteId,
  startTracker,
  tearDownBrowser,
  variant,
  variantStyle,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

declare global {
  interface Window {
    secondVariantRan?: boolean;
  }
}

describe('failures stay inside the script', () => {
  it('keeps errors in variant JS from reaching the page, and still runs the other variants', async () => {
    server.configs[pageHref('/')] = {
      tests: [
        liveTest('broken', [variant(0, 0), variant(1, 100, { js: 'throw new Error("owner bug")' })]),
        liveTest('fine', [variant(0, 0), variant(1, 100, { js: 'window.secondVariantRan = true', css: 'p{}' })]),
      ],
    };

    await expect(startTracker()).resolves.toBeUndefined();

    expect(window.secondVariantRan).toBe(true);
    expect(variantStyle('fine')).not.toBeNull();
    expect(hideStyle()).toBeNull();
    delete window.secondVariantRan;
  });

  it('shows the original page when the server cannot be reached, and never rejects into the page', async () => {
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    await startTracker();
    document.body.click();
    await vi.advanceTimersByTimeAsync(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(hideStyle()).toBeNull();
  });

  it('shows the original and tracks nothing when the enrolment cannot be sent', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { css: 'p{}' })])] };
    const fakeFetch = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation((input, init) =>
      String(input).includes('/enrol') ? Promise.reject(new TypeError('offline')) : fakeFetch!(input, init),
    );
    await startTracker();
    document.body.click();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(variantStyle('t')).toBeNull();
    expect(sent('events')).toEqual([]);
  });

  it('does nothing without a site id, or for a damaged config', async () => {
    await startTracker({ 'data-site': '' });
    expect(server.requests).toEqual([]);

    server.configs[pageHref('/')] = { tests: [{ id: 'x' }] } as never;
    await startTracker();
    expect(hideStyle()).toBeNull();
    expect(sent('enrol')).toEqual([]);
  });

  it('runs nothing in an automated browser (navigator.webdriver): no variant, no request, the page shown', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { css: 'p{}' })])] };
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: true });
    await startTracker();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.requests).toEqual([]);
    expect(variantStyle('t')).toBeNull();
    expect(hideStyle()).toBeNull();
  });

  it('runs once when the tag is on the page twice', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { css: 'p{}' })])] };
    await startTracker();
    const { start } = await import('../../../web/track/start');
    const again = document.createElement('script');
    again.src = `${appOrigin}/api/track/script.js?site=${siteId}`;
    start(again, {
      site: siteId,
      tests: [{ ...liveTest('t', [variant(0, 0), variant(1, 100, { css: 'p{}' })]), page: pageHref('/') }],
    });

    expect(document.querySelectorAll('style[data-splitpenny="t"]')).toHaveLength(1);
  });

  it('always lets the site navigate, even when the script fails', async () => {
    await startTracker();
    vi.spyOn(URL.prototype, 'href', 'get').mockImplementation(() => {
      throw new Error('broken URL');
    });
    expect(() => history.pushState({}, '', '/next')).not.toThrow();
    vi.restoreAllMocks();
    expect(location.pathname).toBe('/next');
  });
});
