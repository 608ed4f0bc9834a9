// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
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

const everyoneInVariant = () => [variant(0, 0), variant(1, 100, { css: 'h1{color:red}' })];

describe('enrolment', () => {
  it('shows the original page when the server says the test takes no visitors now', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', everyoneInVariant())] };
    server.enrolAnswer = { status: 'not_live', reason: 'out_of_sessions' };

    await startTracker();
    document.body.click();
    await vi.advanceTimersByTimeAsync(5_000);
    window.dispatchEvent(new Event('pagehide'));

    expect(sent('enrol')).toHaveLength(1);
    expect(variantStyle('test-1')).toBeNull();
    expect(localStorage.getItem('splitpenny_enrolled')).toBeNull();
    expect(sent('events')).toEqual([]);
  });

  it('shows the original page for a test the server does not know', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', everyoneInVariant())] };
    server.enrolAnswer = { status: 'unknown' };

    await startTracker();

    expect(variantStyle('test-1')).toBeNull();
  });

  it('enrols control visitors too, and a returning visitor only once', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', [variant(0, 100), variant(1, 0)])] };

    await startTracker();
    await startTracker();

    expect(sent('enrol').map((request) => request.body)).toEqual([
      expect.objectContaining({ test: 'test-1', variant: 'variant-0' }),
    ]);
    expect(JSON.parse(localStorage.getItem('splitpenny_enrolled') ?? '')).toEqual(['test-1']);
  });

  it('remembers the last 200 tests it was enrolled in', async () => {
    const older = Array.from({ length: 200 }, (_, i) => `old-${i}`);
    localStorage.setItem('splitpenny_enrolled', JSON.stringify(older));
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', everyoneInVariant())] };

    await startTracker();
    await settle();

    const remembered = JSON.parse(localStorage.getItem('splitpenny_enrolled') ?? '') as string[];
    expect(remembered).toHaveLength(200);
    expect(remembered.at(-1)).toBe('test-1');
    expect(remembered[0]).toBe('old-1');
  });

  it('keeps a visitor id of some 128 random bits in decimal digits in localStorage, and sets no cookie', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', everyoneInVariant())] };

    await startTracker();

    const visitor = localStorage.getItem('splitpenny_visitor');
    expect(visitor).toMatch(/^\d{20,40}$/);
    expect(sent('enrol')[0]?.body).toMatchObject({ visitor });
    expect(document.cookie).toBe('');
  });

  it('still runs when localStorage throws, with a visitor id kept for the page', async () => {
    const storage = Object.getPrototypeOf(localStorage) as Storage;
    const fail = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    const spies = [
      vi.spyOn(storage, 'getItem').mockImplementation(fail),
      vi.spyOn(storage, 'setItem').mockImplementation(fail),
    ];
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', everyoneInVariant())] };

    await startTracker();

    expect(variantStyle('test-1')).not.toBeNull();
    expect((sent('enrol')[0]?.body as { visitor: string }).visitor).toMatch(/^\d{20,40}$/);
    for (const spy of spies) spy.mockRestore();
  });
});
