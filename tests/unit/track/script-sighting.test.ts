// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  openPage,
  pageHref,
  sent,
  setUpBrowser,
  settle,
  siteId,
  startTracker,
  tearDownBrowser,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

describe('the page address the config request carries (the install check)', () => {
  it('names the page without its query, fragment or trailing slash, and nothing about the visitor', async () => {
    localStorage.setItem('splitpenny_visitor', 'visitor-with-an-id');
    openPage('/pricing/?gclid=abc&utm_source=ads#plans');
    await startTracker();

    const [request] = sent('config');
    expect(request?.url.searchParams.get('page')).toBe(pageHref('/pricing'));
    // Only the website, the page and an empty preview: no query of the visit, no visitor id.
    expect([...(request?.url.searchParams.entries() ?? [])].map(([key]) => key)).toEqual(['site', 'page', 'preview']);
    expect(request?.url.searchParams.get('preview')).toBe('');
    expect(request?.url.searchParams.get('site')).toBe(siteId);
    expect(request?.url.href).not.toContain('gclid');
    expect(request?.url.href).not.toContain('visitor-with-an-id');
  });

  it('names the variant a preview link asks for, and nothing else of the query', async () => {
    openPage('/pricing?splitpenny_variant=0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c&gclid=abc');
    await startTracker();
    const [request] = sent('config');
    expect(request?.url.searchParams.get('preview')).toBe('0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c');
    expect(request?.url.href).not.toContain('gclid');
  });

  it("names the site's root as its origin and a slash", async () => {
    openPage('/?ref=newsletter');
    await startTracker();
    expect(sent('config')[0]?.url.searchParams.get('page')).toBe(`${location.origin}/`);
  });

  it('is sent once per page load: a single-page navigation asks nothing more', async () => {
    openPage('/shop');
    await startTracker();
    history.pushState({}, '', '/shop/basket');
    await settle();
    expect(sent('config')).toHaveLength(1);
    expect(sent('config')[0]?.url.searchParams.get('page')).toBe(pageHref('/shop'));
  });
});
