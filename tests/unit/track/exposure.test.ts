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

const enrolledTests = (): string[] => sent('enrol').map((request) => (request.body as { test: string }).test);
const inB = (change: Parameters<typeof variant>[2]) => [variant(0, 0), variant(1, 100, change)];

describe('a visitor counts in a test only once exposed to their variant', () => {
  it('enrols the original and CSS variants at once, a JS variant once its code ran', async () => {
    server.configs[pageHref('/')] = {
      tests: [
        liveTest('original', [variant(0, 100), variant(1, 0, { css: 'h1{}' })]),
        liveTest('css', inB({ css: 'h1{color:red}' })),
        liveTest('js', inB({ js: 'document.title = "B"' })),
      ],
    };
    await startTracker();
    expect(enrolledTests()).toEqual(['original', 'css', 'js']);
  });

  it('neither enrols nor tracks a visitor whose JS variant failed, and takes its CSS away', async () => {
    server.configs[pageHref('/')] = {
      tests: [liveTest('broken', inB({ css: 'h1{color:red}', js: 'throw new Error("owner bug")' }))],
    };
    await startTracker();
    document.body.click();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(enrolledTests()).toEqual([]);
    expect(variantStyle('broken')).toBeNull();
    expect(batches()).toEqual([]);
  });

  it('enrols nobody when the page refuses the variant JS (a Content-Security-Policy without unsafe-eval)', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('js', inB({ js: 'document.title = "B"' }))] };
    const refuse = vi.spyOn(globalThis, 'Function').mockImplementation(() => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    try {
      await startTracker();
    } finally {
      refuse.mockRestore();
    }
    expect(enrolledTests()).toEqual([]);
  });

  it('enrols nobody when the page refuses the variant CSS (no inline styles allowed)', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('css', inB({ css: 'h1{color:red}' }))] };
    const sheet = vi.spyOn(HTMLStyleElement.prototype, 'sheet', 'get').mockReturnValue(null);
    try {
      await startTracker();
    } finally {
      sheet.mockRestore();
    }
    expect(enrolledTests()).toEqual([]);
    expect(variantStyle('css')).toBeNull();
  });

  it('in consent mode, drops an enrolment whose page view the visitor left before consenting', async () => {
    server.configs[pageHref('/pricing')] = { tests: [liveTest('pricing', inB({ js: 'document.title = "B"' }))] };
    history.replaceState({}, '', '/pricing');
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));

    history.pushState({}, '', '/');
    document.body.append(document.createElement('main'));
    await settle();
    window.splitpenny?.consent?.(true);
    await settle();
    await vi.advanceTimersByTimeAsync(5_000);

    expect(enrolledTests()).toEqual([]);
    expect(batches()).toEqual([]);
  });
});
