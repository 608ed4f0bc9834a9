// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPage, pageHref, runLoaderSnippet, setUpBrowser, siteId, tearDownBrowser } from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

/** The query of the per-site script's request, which the loader makes once per page load. */
function scriptRequest(): URLSearchParams {
  return new URL(runLoaderSnippet().src).searchParams;
}

describe('the page address the per-site script request carries (the install check)', () => {
  it('names the page without its query, fragment or trailing slash, and nothing about the visitor', () => {
    localStorage.setItem('splitpenny_visitor', 'visitor-with-an-id');
    openPage('/pricing/?gclid=abc&utm_source=ads#plans');
    const query = scriptRequest();
    expect(query.get('page')).toBe(pageHref('/pricing'));
    // Only the website and the page: no query of the visit, no visitor id.
    expect([...query.keys()]).toEqual(['site', 'page']);
    expect(query.get('site')).toBe(siteId);
    expect(query.toString()).not.toContain('gclid');
    expect(query.toString()).not.toContain('visitor-with-an-id');
  });

  it('names the variant a preview link asks for, and nothing else of the query', () => {
    openPage('/pricing?splitpenny_variant=0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c&gclid=abc');
    const query = scriptRequest();
    expect(query.get('preview')).toBe('0b6f5c1e-3f7a-4f59-9d55-2f3c0e8a1b2c');
    expect(query.toString()).not.toContain('gclid');
  });

  it("names the site's root as its origin and a slash", () => {
    openPage('/?ref=newsletter');
    expect(scriptRequest().get('page')).toBe(`${location.origin}/`);
  });
});
