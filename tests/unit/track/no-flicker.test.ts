// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisualChange } from '../../../domain/ab-tests/visual-change-rules';
import { withVisualChanges } from '../../../domain/ab-tests/visual-change-code-rules';
import { hideSelectors, topLevelSelectors } from '../../../domain/tracking/hide-selectors';
import { hideAtMostMs, loaderScript, loaderSnippet } from '../../../domain/tracking/install-snippets';
import {
  appOrigin,
  hideStyle,
  liveTest,
  openPage,
  pageHref,
  runLoaderSnippet,
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

/** The stored entry, for the loader: page to [css, hide, tests]. */
const pageEntry = (): Record<string, string[]> | null => JSON.parse(localStorage.getItem('splitpenny_page') ?? 'null');
const storedStyle = () => document.getElementById('splitpenny-page');
const newHeading = () =>
  liveTest('test-1', [variant(0, 0), variant(1, 100, { css: '.hero h1 { color: red } @media print { p {} }' })]);

describe('the loader', () => {
  it('asks for the per-site script at once and, on a first visit, hides the body for at most the bound', async () => {
    const script = runLoaderSnippet();
    expect(script.src).toBe(`${appOrigin}/api/track/script.js?site=${siteId}`);
    expect(script.async).toBe(true);
    expect(hideStyle()?.textContent).toBe('body{opacity:0!important}');
    await vi.advanceTimersByTimeAsync(hideAtMostMs - 1);
    expect(hideStyle()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(hideStyle()).toBeNull();
  });

  it("shows a returning visitor's variant CSS before the script arrives, and hides only what their JS changes", async () => {
    localStorage.setItem('splitpenny_page', JSON.stringify({ [pageHref('/')]: ['h1{color:red}', '#offer', 'a b'] }));
    runLoaderSnippet();
    expect(storedStyle()?.textContent).toBe('h1{color:red}');
    expect(hideStyle()?.textContent).toBe('#offer{opacity:0!important}');
    await vi.advanceTimersByTimeAsync(hideAtMostMs);
    // The server never answered: what was hidden shows, and the variant CSS they are counted in stays.
    expect(hideStyle()).toBeNull();
    expect(storedStyle()).not.toBeNull();
  });

  it('hides nothing for a returning visitor on a page where none of their variants changes anything', () => {
    localStorage.setItem('splitpenny_page', JSON.stringify({ [pageHref('/other')]: ['p{}', 'body', 'a'] }));
    runLoaderSnippet();
    expect(hideStyle()).toBeNull();
    expect(storedStyle()).toBeNull();
  });

  it('sends a QA preview with the request and hides the body until the script shows it', () => {
    localStorage.setItem('splitpenny_page', JSON.stringify({}));
    openPage('/?splitpenny_variant=5b0c');
    const script = runLoaderSnippet();
    expect(new URL(script.src).searchParams.get('preview')).toBe('5b0c');
    expect(hideStyle()?.textContent).toBe('body{opacity:0!important}');
  });

  it('asks for nothing and hides nothing in an automated browser', () => {
    Object.defineProperty(navigator, 'webdriver', { configurable: true, value: true });
    const added = vi.spyOn(document.head, 'appendChild');
    new Function(/<script>(.*)<\/script>/s.exec(loaderSnippet(appOrigin, siteId))![1]!)();
    expect(added).not.toHaveBeenCalled();
  });

  it('never hides a page whose body exists (injected late, by a tag manager say)', () => {
    runLoaderSnippet(true);
    expect(hideStyle()).toBeNull();
  });
});

describe('no flicker, no blank page', () => {
  it('shows the variant of a first visit in the same task as it takes the hiding away', async () => {
    server.configs[pageHref('/')] = { tests: [newHeading()] };
    await startTracker({}, 'painted', runLoaderSnippet);
    expect(hideStyle()).toBeNull();
    expect(variantStyle('test-1')).not.toBeNull();
    expect(sent('enrol')).toHaveLength(1);
  });

  it("takes over a returning visitor's stored CSS with the variant's own style", async () => {
    server.configs[pageHref('/')] = { tests: [newHeading()] };
    await startTracker();
    let stored: HTMLElement | null = null;
    await startTracker({}, 'painted', () => {
      runLoaderSnippet();
      stored = storedStyle();
    });
    expect(stored).not.toBeNull();
    expect(storedStyle()).toBeNull();
    expect(variantStyle('test-1')).not.toBeNull();
  });

  it('keeps the original painted on a first visit once the hiding timed out: no variant, nobody enrolled', async () => {
    server.configs[pageHref('/')] = { tests: [newHeading()] };
    await startTracker({}, 'painted', () => {
      runLoaderSnippet();
      vi.advanceTimersByTime(hideAtMostMs);
    });
    expect(variantStyle('test-1')).toBeNull();
    expect(sent('enrol')).toHaveLength(0);
    // Next time, the variant is known in time.
    expect(pageEntry()).toEqual({ [pageHref('/')]: ['.hero h1 { color: red } @media print { p {} }', '', ' test-1'] });
  });

  it('shows a returning visitor a test they were known in even once the page was painted, and no test new since', async () => {
    const redHeading = (id: string, share: number) =>
      liveTest(id, [variant(0, 100 - share), variant(1, share, { css: `h1{color:${id}}` })]);
    server.configs[pageHref('/')] = { tests: [redHeading('known', 100)] };
    await startTracker();
    server.configs[pageHref('/')] = { tests: [redHeading('known', 100), redHeading('newer', 100)] };
    await startTracker({}, 'painted');
    expect(variantStyle('known')).not.toBeNull();
    expect(variantStyle('newer')).toBeNull();
    expect(sent('enrol').map((request) => (request.body as { test: string }).test)).toEqual(['known']);
  });

  it('remembers what to do on every page of the website: CSS at once, the body hidden for JS, html for a redirect', async () => {
    server.configs[pageHref('/js')] = { tests: [liveTest('j', [variant(0, 0), variant(1, 100, { js: 'void 0' })])] };
    server.configs[pageHref('/go')] = { tests: [liveTest('g', [variant(0, 0), variant(1, 100, { redirect: '/b' })])] };
    server.configs[pageHref('/same')] = { tests: [liveTest('s', [variant(0, 100), variant(1, 0, { css: 'p{}' })])] };
    await startTracker();
    expect(pageEntry()).toEqual({
      [pageHref('/js')]: ['', 'body', ' j'],
      [pageHref('/go')]: ['', 'html', ' g'],
      [pageHref('/same')]: ['', '', ' s'],
    });
  });

  it('keeps bounded entries however many addresses the visitor sees', async () => {
    server.configs[pageHref('/post')] = { tests: [newHeading()] };
    for (let visit = 0; visit < 15; visit += 1) {
      openPage(`/page-${visit}?gclid=${visit}`);
      await startTracker();
    }
    const ours = Object.keys(localStorage).filter((key) => key.startsWith('splitpenny'));
    expect(ours.sort()).toEqual(['splitpenny_page', 'splitpenny_seen', 'splitpenny_visitor']);
    expect(Object.keys(pageEntry()!)).toEqual([pageHref('/post')]);
  });
});

describe("the plain tag's address", () => {
  /** Runs the loader the plain tag's address serves, as the tag `<script src data-site>` in `<head>` would. */
  function runPlainTag(attributes: Record<string, string> = { 'data-site': siteId }): HTMLScriptElement | undefined {
    const tag = document.createElement('script');
    tag.src = `${appOrigin}/scripts/tracking/track.js`;
    for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
    Object.defineProperty(document, 'currentScript', { configurable: true, value: tag });
    const added = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      if (node instanceof HTMLScriptElement) return node;
      return HTMLElement.prototype.appendChild.call(document.head, node);
    });
    const body = document.body;
    body.remove();
    try {
      new Function(loaderScript)();
    } finally {
      document.documentElement.append(body);
      Reflect.deleteProperty(document, 'currentScript');
    }
    const script = added.mock.results.find((result) => result.value instanceof HTMLScriptElement)?.value;
    added.mockRestore();
    return script as HTMLScriptElement | undefined;
  }

  it('defines the JS API and loads the per-site script as the loader does, passing consent mode on', async () => {
    const script = runPlainTag({ 'data-site': siteId, 'data-consent': 'pending' });
    expect(typeof window.splitpenny).toBe('function');
    expect(script?.src).toBe(`${appOrigin}/api/track/script.js?site=${siteId}`);
    expect(window.splitpennyConsent).toBe('pending');
    expect(hideStyle()?.textContent).toBe('body{opacity:0!important}');
    await vi.advanceTimersByTimeAsync(hideAtMostMs);
    expect(hideStyle()).toBeNull();
  });

  it("loads nothing without a website, but the JS API still takes the page's calls", () => {
    expect(runPlainTag({})).toBeUndefined();
    window.splitpenny?.('track', 'purchase', 10);
    expect(window.splitpenny?.q).toHaveLength(1);
  });
});

describe('what a variant changes', () => {
  it.each([
    ['plain rules', 'h1 { color: red } .a, .b > p{x:y}', ['h1', '.a, .b > p']],
    ['@-rules and what they hold', '@import url(x.css); @media (max-width: 1px) { h2 { x: y } } h3{}', ['h3']],
    ['nested rules', '.card { color: red; &:hover { color: blue } }', ['.card']],
    ['comments', '/* { hero } */ .hero { x: y }', ['.hero']],
    ['nothing', '', []],
  ])('finds the selectors of top-level rules: %s', (_name, css, selectors) => {
    expect(topLevelSelectors(css)).toEqual(selectors);
  });

  it('hides what a variant changes: its CSS selectors, the body for JS, the page for a redirect', () => {
    expect(hideSelectors({ css: 'h1{} p{}', js: '', redirect: null })).toBe('h1,p');
    expect(hideSelectors({ css: 'h1{}', js: 'go()', redirect: null })).toBe('body');
    expect(hideSelectors({ css: '', js: '', redirect: '/b' })).toBe('html');
    expect(hideSelectors({ css: '', js: '', redirect: null })).toBe('');
  });

  it("hides only what the visual editor's code changes, unless other JS or a move could change anything", () => {
    const made = (changes: VisualChange[]) => withVisualChanges({ cssCode: 'p{margin:0}', jsCode: '' }, changes);
    const text = made([
      { selector: '#hero', kind: 'text', value: 'New' },
      { selector: '#cta', kind: 'background', value: 'green' },
    ]);
    expect(hideSelectors({ css: text.cssCode, js: text.jsCode, redirect: null })).toBe('p,#cta,#hero');
    expect(hideSelectors({ css: text.cssCode, js: `${text.jsCode}\ngo();`, redirect: null })).toBe('body');
    const moved = made([{ selector: 'li', kind: 'move', value: '-1' }]);
    expect(hideSelectors({ css: moved.cssCode, js: moved.jsCode, redirect: null })).toBe('body');
  });
});
