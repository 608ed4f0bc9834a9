// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideHint, topLevelSelectors } from '../../../web/track/hide-hint';
import {
  hideStyle,
  liveTest,
  openPage,
  pageHref,
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

const hintKey = (path: string) => `splitpenny_hide:${pageHref(path)}`;
const newHeading = () =>
  liveTest('test-1', [variant(0, 0), variant(1, 100, { css: '.hero h1 { color: red } @media print { p {} }' })]);

describe('no flicker, no blank page', () => {
  it('hides what the page tests changed last time while the config is on its way, and shows it once applied', async () => {
    localStorage.setItem(hintKey('/'), '.hero h1');
    let answer: (config: unknown) => void = () => undefined;
    vi.mocked(fetch).mockImplementationOnce(
      () =>
        new Promise(
          (resolve) => (answer = (config) => resolve({ ok: true, status: 200, json: async () => config } as Response)),
        ),
    );

    await startTracker();
    expect(hideStyle()?.textContent).toBe('.hero h1{opacity:0!important}');

    answer({ tests: [newHeading()] });
    await settle();
    expect(hideStyle()).toBeNull();
    expect(variantStyle('test-1')).not.toBeNull();
    expect(localStorage.getItem(hintKey('/'))).toBe('.hero h1');
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

  it('hides nothing on a page where no test changed anything last time', async () => {
    localStorage.setItem(hintKey('/'), '');
    server.configs[pageHref('/')] = 'never';
    await startBeforeBody();
    expect(hideStyle()).toBeNull();
  });

  it('does not blank a page that is already painted (loaded async) on its first visit', async () => {
    server.configs[pageHref('/')] = 'never';
    await startTracker();
    expect(hideStyle()).toBeNull();
  });

  it('remembers what to hide next time: body for JS, html for a redirect', async () => {
    openPage('/js');
    server.configs[pageHref('/js')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { js: 'void 0' })])] };
    await startTracker();
    expect(localStorage.getItem(hintKey('/js'))).toBe('body');

    openPage('/go');
    server.configs[pageHref('/go')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { redirect: '/b' })])] };
    await startTracker();
    expect(localStorage.getItem(hintKey('/go'))).toBe('html');

    server.configs[pageHref('/go')] = 'never';
    await startTracker();
    expect(hideStyle()?.textContent).toBe('html{opacity:0!important}');
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

  it('joins the selectors of every CSS variant into one hint', () => {
    expect(hideHint([variant(1, 50, { css: 'h1{}' }), variant(2, 50, { css: 'p{}' }), variant(0, 0)])).toBe('h1,p');
  });
});
