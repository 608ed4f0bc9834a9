// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisualChange } from '../../../domain/ab-tests/visual-change-rules';
import { withVisualChanges } from '../../../domain/ab-tests/visual-change-code-rules';
import { hideSelectors, topLevelSelectors } from '../../../domain/tracking/hide-selectors';
import {
  hideStyle,
  liveTest,
  openPage,
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

/** The script as it runs from the top of <head>, before the body exists. */
async function startBeforeBody(): Promise<void> {
  const body = document.body;
  body.remove();
  await startTracker();
  document.documentElement.append(body);
}

/** The one stored hiding entry: page address to what to hide there. */
const hideEntry = (): Record<string, string> | null => JSON.parse(localStorage.getItem('splitpenny_hide') ?? 'null');
const storeHideEntry = (entry: Record<string, string>): void =>
  localStorage.setItem('splitpenny_hide', JSON.stringify(entry));
const newHeading = () =>
  liveTest('test-1', [variant(0, 0), variant(1, 100, { css: '.hero h1 { color: red } @media print { p {} }' })]);

describe('no flicker, no blank page', () => {
  it('hides what the page tests changed last time while the config is on its way, and shows it once applied', async () => {
    storeHideEntry({ [pageHref('/')]: '.hero h1' });
    let answer: (config: unknown) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(
      () =>
        new Promise(
          (resolve) => (answer = (config) => resolve({ ok: true, status: 200, json: async () => config } as Response)),
        ),
    );

    await startTracker();
    expect(hideStyle()?.textContent).toBe('.hero h1{opacity:0!important}');

    answer({ tests: [{ ...newHeading(), page: pageHref('/') }] });
    await settle();
    expect(hideStyle()).toBeNull();
    expect(variantStyle('test-1')).not.toBeNull();
    expect(hideEntry()).toEqual({ [pageHref('/')]: '.hero h1' });
  });

  it('shows everything after 500 ms when the config never answers', async () => {
    server.configs[pageHref('/')] = 'never';
    await startBeforeBody();
    expect(hideStyle()?.textContent).toBe('body{opacity:0!important}');

    await vi.advanceTimersByTimeAsync(499);
    expect(hideStyle()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(hideStyle()).toBeNull();
  });

  it('shows the page at once when the config fails', async () => {
    server.configs[pageHref('/')] = 500;
    await startBeforeBody();
    expect(hideStyle()).toBeNull();
  });

  it('hides nothing on a page where no test of the website changed anything last time', async () => {
    storeHideEntry({ [pageHref('/other')]: 'body' });
    server.configs[pageHref('/')] = 'never';
    await startBeforeBody();
    expect(hideStyle()).toBeNull();
  });

  it('does not blank a page that is already painted (loaded async) on its first visit', async () => {
    server.configs[pageHref('/')] = 'never';
    await startTracker();
    expect(hideStyle()).toBeNull();
  });

  it('remembers what to hide on every page of the website in one entry: body for JS, html for a redirect', async () => {
    server.configs[pageHref('/js')] = { tests: [liveTest('j', [variant(0, 0), variant(1, 100, { js: 'void 0' })])] };
    server.configs[pageHref('/go')] = { tests: [liveTest('g', [variant(0, 0), variant(1, 100, { redirect: '/b' })])] };
    server.configs[pageHref('/same')] = { tests: [liveTest('s', [variant(0, 100), variant(1, 0, { css: 'p{}' })])] };
    await startTracker();
    expect(hideEntry()).toEqual({ [pageHref('/js')]: 'body', [pageHref('/go')]: 'html' });

    openPage('/go');
    server.configs[pageHref('/go')] = 'never';
    await startBeforeBody();
    expect(hideStyle()?.textContent).toBe('html{opacity:0!important}');
  });

  it('keeps one bounded entry however many addresses the visitor sees', async () => {
    server.configs[pageHref('/post')] = { tests: [newHeading()] };
    for (let visit = 0; visit < 15; visit += 1) {
      openPage(`/page-${visit}?gclid=${visit}`);
      await startTracker();
    }
    const ours = Object.keys(localStorage).filter((key) => key.startsWith('splitpenny'));
    expect(ours.sort()).toEqual(['splitpenny_hide', 'splitpenny_visitor']);
    expect(hideEntry()).toEqual({ [pageHref('/post')]: '.hero h1' });
  });

  it('never switches a page the visitor already saw to a variant when the config comes late', async () => {
    let answer: (config: unknown) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(
      () =>
        new Promise(
          (resolve) => (answer = (config) => resolve({ ok: true, status: 200, json: async () => config } as Response)),
        ),
    );
    await startBeforeBody();
    await vi.advanceTimersByTimeAsync(500);
    expect(hideStyle()).toBeNull();

    answer({ tests: [{ ...newHeading(), page: pageHref('/') }] });
    await settle();
    expect(variantStyle('test-1')).toBeNull();
    expect(sent('enrol')).toHaveLength(0);
    // Next time, the variant is known in time.
    expect(hideEntry()).toEqual({ [pageHref('/')]: '.hero h1' });
  });

  it('counts the time to show the page from when the loader began hiding it', async () => {
    server.configs[pageHref('/')] = 'never';
    const body = document.body;
    body.remove();
    await startTracker({ 'data-start': String(performance.now() - 300) });
    document.documentElement.append(body);
    expect(hideStyle()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(hideStyle()).toBeNull();
  });

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
