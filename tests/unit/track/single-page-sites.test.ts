// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  batches,
  liveTest,
  pageHref,
  runLoaderSnippet,
  sent,
  server,
  setUpBrowser,
  settle,
  startTracker,
  tearDownBrowser,
  variant,
  variantStyle,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

declare global {
  interface Window {
    variantRuns?: number;
  }
}
afterEach(() => {
  delete window.variantRuns;
});

const everyone = (change: Parameters<typeof variant>[2]) => [variant(0, 0), variant(1, 100, change)];
const countingJs = "window.variantRuns = (window.variantRuns || 0) + 1; document.body.dataset.offer = 'yes';";

describe('single-page sites', () => {
  it("asks for the website's tests once, and keeps a route's variants until the next route's content renders", async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('home', everyone({ css: 'h1{}' }))] };
    server.configs[pageHref('/shop')] = { tests: [liveTest('shop', everyone({ css: 'h2{}' }))] };
    await startTracker();
    document.body.click();

    history.pushState({}, '', '/#section');
    history.pushState({}, '', '/shop');
    await settle();
    // The router has not rendered the shop yet: the home page on screen keeps its own variant.
    expect(variantStyle('home')).not.toBeNull();
    expect(variantStyle('shop')).toBeNull();

    document.body.append(document.createElement('main'));
    await settle();
    expect(variantStyle('home')).toBeNull();
    expect(variantStyle('shop')).not.toBeNull();
    // The old page's events went first, for the old page's test.
    expect(batches()[0]).toMatchObject({ tests: ['home'], events: [expect.objectContaining({ k: 'click' })] });

    history.back();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(variantStyle('shop')).not.toBeNull();
    document.body.firstElementChild?.remove();
    await settle();
    expect(variantStyle('home')).not.toBeNull();
    expect(variantStyle('shop')).toBeNull();

    // The website's tests came with the script: the routes ask the server for nothing more.
    expect(server.requests.filter((request) => !/\/(enrol|events|seen)$/.test(request.url.pathname))).toEqual([]);
  });

  it('keeps the variants in place at once when the next address has the same tests', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('home', everyone({ css: 'h1{}' }))] };
    await startTracker();
    history.replaceState({}, '', '/?tab=2');
    await settle();
    expect(variantStyle('home')).not.toBeNull();
    expect(sent('enrol')).toHaveLength(1);
  });

  it('puts back a variant style a re-render removed', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('home', everyone({ css: 'h1{}' }))] };
    await startTracker();

    variantStyle('home')?.remove();
    await settle();

    expect(variantStyle('home')).not.toBeNull();
  });

  it('runs variant JS once the DOM is ready, keeping the page hidden until then', async () => {
    // A returning visitor in the JS variant: the loader hides what it changes until the script runs it.
    localStorage.setItem('splitpenny_page', JSON.stringify({ [pageHref('/')]: ['', 'body', ' offer'] }));
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    server.configs[pageHref('/')] = { tests: [liveTest('offer', everyone({ js: countingJs }))] };
    await startTracker({}, 'painted', () => runLoaderSnippet());

    expect(window.variantRuns).toBeUndefined();
    expect(document.getElementById('splitpenny-hide')).not.toBeNull();

    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(window.variantRuns).toBe(1);
    expect(document.getElementById('splitpenny-hide')).toBeNull();
    Reflect.deleteProperty(document, 'readyState');

    // Showing the page is no re-render: the JS does not run again for it.
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(window.variantRuns).toBe(1);
  });

  it('runs variant JS again inside the same frame as a re-render, before it can paint', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('offer', everyone({ js: countingJs }))] };
    await startTracker();
    expect(window.variantRuns).toBe(1);

    // The variant's own change does not set it off again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(window.variantRuns).toBe(1);

    document.body.append(document.createElement('div'));
    // Microtasks only: no timer has run, so no frame could have been painted in between.
    await settle();
    expect(window.variantRuns).toBe(2);
  });

  it('never locks up with a page that changes again each time the variant did', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('offer', everyone({ js: countingJs }))] };
    await startTracker();
    // The page answers every change of the variant's with one of its own, for ever.
    new MutationObserver(() => document.body.append(document.createElement('i'))).observe(document.body, {
      attributes: true,
    });
    document.body.append(document.createElement('div'));
    await settle();
    // The first run and at most ten in the frame: enough for a framework that renders several times in one.
    expect(window.variantRuns).toBeLessThanOrEqual(11);

    await vi.advanceTimersByTimeAsync(1_000);
    // Past a few runs a frame, the JS waits for the changes to settle: a bounded rate, never a loop.
    expect(window.variantRuns).toBeLessThan(100);
  });
});
