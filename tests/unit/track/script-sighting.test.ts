// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openPage,
  pageHref,
  runLoaderSnippet,
  sent,
  setUpBrowser,
  settle,
  siteId,
  startTracker,
  tearDownBrowser,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

describe('the page the script tells the install check about (POST /api/track/seen)', () => {
  it('names the page without its query, fragment or trailing slash, and nothing about the visitor', async () => {
    localStorage.setItem('splitpenny_visitor', 'visitor-with-an-id');
    openPage('/pricing/?gclid=abc&utm_source=ads#plans');
    await startTracker();
    expect(sent('seen').map((request) => request.body)).toEqual([{ site: siteId, page: pageHref('/pricing') }]);
    expect(JSON.stringify(sent('seen'))).not.toContain('visitor-with-an-id');
  });

  it("names the site's root as its origin and a slash", async () => {
    openPage('/?ref=newsletter');
    await startTracker();
    expect(sent('seen')[0]?.body).toEqual({ site: siteId, page: `${location.origin}/` });
  });

  it('is sent once a day per page from a browser, and not for a single-page navigation', async () => {
    openPage('/shop');
    await startTracker();
    history.pushState({}, '', '/shop/basket');
    await settle();
    expect(sent('seen')).toHaveLength(1);
    openPage('/shop');
    await startTracker();
    expect(sent('seen')).toHaveLength(1);
    openPage('/about');
    await startTracker();
    expect(sent('seen')).toHaveLength(2);
    vi.setSystemTime(new Date('2025-06-02T12:00:00Z'));
    await startTracker();
    expect(sent('seen')).toHaveLength(3);
  });

  it("asks for the per-site script by the website alone, the same on every page, and names a preview's variant", () => {
    openPage('/pricing?gclid=abc');
    expect(new URL(runLoaderSnippet().src).search).toBe(`?site=${siteId}`);
    openPage('/pricing?splitpenny_variant=0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c&gclid=abc');
    const query = new URL(runLoaderSnippet().src).searchParams;
    expect(query.get('preview')).toBe('0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c');
    expect(query.toString()).not.toContain('gclid');
  });
});
