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
    variantRan?: number;
  }
}

function cssAndJsTests(): void {
  server.configs[pageHref('/')] = {
    tests: [
      liveTest('css', [variant(0, 0), variant(1, 100, { css: 'h1{color:red}' })]),
      liveTest('js', [variant(0, 0), variant(1, 100, { js: 'window.variantRan = (window.variantRan || 0) + 1' })]),
    ],
  };
}

describe('consent mode', () => {
  it('applies CSS but stores and sends nothing, and runs no JS, until consent is given', async () => {
    cssAndJsTests();
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));
    document.body.click();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(variantStyle('css')).not.toBeNull();
    expect(window.variantRan).toBeUndefined();
    expect(sent('enrol')).toEqual([]);
    expect(sent('events')).toEqual([]);
    expect(localStorage.length).toBe(0);

    window.splitpenny?.consent?.(true);
    await settle();
    expect(window.variantRan).toBe(1);
    expect(localStorage.getItem('splitpenny_visitor')).toMatch(/^\d{20,40}$/);
    expect(sent('enrol').map((request) => (request.body as { test: string }).test)).toEqual(['css', 'js']);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(batches()[0]?.events).toContainEqual(expect.objectContaining({ k: 'click' }));
    expect(batches()[0]?.tests).toEqual(['css', 'js']);
  });

  it('also waits when the site set window.splitpennyConsent to "pending" before the script', async () => {
    cssAndJsTests();
    window.splitpennyConsent = 'pending';
    await startTracker();
    expect(sent('enrol')).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('shows the original page and stops when consent is refused', async () => {
    cssAndJsTests();
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));

    window.splitpenny?.consent?.(false);
    document.body.click();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(variantStyle('css')).toBeNull();
    expect(window.variantRan).toBeUndefined();
    expect(sent('enrol')).toEqual([]);
    expect(sent('events')).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('does nothing at all when the site says consent was refused', async () => {
    cssAndJsTests();
    window.splitpennyConsent = false;
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));
    expect(server.requests).toEqual([]);
    expect(window.splitpenny).toBeUndefined();
  });

  it('runs normally when the site says consent was already given', async () => {
    cssAndJsTests();
    window.splitpennyConsent = true;
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));
    expect(window.variantRan).toBe(1);
    expect(sent('enrol')).toHaveLength(2);
  });
});

afterEach(() => {
  delete window.variantRan;
});
