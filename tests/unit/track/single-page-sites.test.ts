// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  batches,
  liveTest,
  pageHref,
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
  it('treats a pushState to another URL as a new page view', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('home', everyone({ css: 'h1{}' }))] };
    server.configs[pageHref('/shop')] = { tests: [liveTest('shop', everyone({ css: 'h2{}' }))] };
    await startTracker();
    document.body.click();

    history.pushState({}, '', '/#section');
    expect(sent('config')).toHaveLength(1);

    history.pushState({}, '', '/shop');
    await settle();

    expect(sent('config').map((request) => request.url.searchParams.get('url'))).toEqual([
      pageHref('/'),
      pageHref('/shop'),
    ]);
    expect(variantStyle('home')).toBeNull();
    expect(variantStyle('shop')).not.toBeNull();
    // The old page's events went first, for the old page's test.
    expect(batches()[0]).toMatchObject({ tests: ['home'], events: [expect.objectContaining({ k: 'click' })] });

    history.back();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(sent('config')).toHaveLength(3);
  });

  it('puts back a variant style a re-render removed', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('home', everyone({ css: 'h1{}' }))] };
    await startTracker();

    variantStyle('home')?.remove();
    await settle();

    expect(variantStyle('home')).not.toBeNull();
  });

  it('runs variant JS once the DOM is ready, keeping the page hidden until then', async () => {
    localStorage.setItem(`splitpenny_hide:${pageHref('/')}`, 'body');
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    server.configs[pageHref('/')] = { tests: [liveTest('offer', everyone({ js: countingJs }))] };
    await startTracker();

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

  it('runs variant JS again after the page re-renders, without looping, at most 50 times', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('offer', everyone({ js: countingJs }))] };
    await startTracker();
    expect(window.variantRuns).toBe(1);

    // The variant's own change does not set it off again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(window.variantRuns).toBe(1);

    for (let render = 0; render < 60; render += 1) {
      document.body.append(document.createElement('div'));
      await settle();
      await vi.advanceTimersByTimeAsync(60);
    }
    expect(window.variantRuns).toBe(51);
  });
});
