// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  batches,
  liveTest,
  pageHref,
  sent,
  server,
  setUpBrowser,
  startTracker,
  tearDownBrowser,
  variant,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

type Patched = { toJSON?: () => string };

describe('pages whose libraries change the built-ins', () => {
  it("sends valid batches on a page with Prototype's Array.prototype.toJSON", async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { css: 'h1{}' })])] };
    (Array.prototype as Patched).toJSON = function (this: unknown[]) {
      return `[${this.map((item) => JSON.stringify(item)).join(', ')}]`;
    };
    try {
      await startTracker();
      document.body.click();
      await vi.advanceTimersByTimeAsync(5_000);
      // What went over the wire, read back: arrays must still be arrays.
      expect(Array.isArray(batches()[0]?.tests)).toBe(true);
      expect(batches()[0]?.events).toContainEqual(expect.objectContaining({ k: 'click' }));
      expect(JSON.parse(localStorage.getItem('splitpenny_enrolled') ?? 'null')).toEqual(['t']);
    } finally {
      delete (Array.prototype as Patched).toJSON;
    }
  });

  it("makes a proper visitor id on a page with MooTools' Array.from", async () => {
    const original = Array.from;
    Array.from = ((items: ArrayLike<unknown>) => Array.prototype.slice.call(items)) as typeof Array.from;
    try {
      server.configs[pageHref('/')] = { tests: [liveTest('t', [variant(0, 0), variant(1, 100, { css: 'h1{}' })])] };
      await startTracker();
    } finally {
      Array.from = original;
    }
    expect(localStorage.getItem('splitpenny_visitor')).toMatch(/^\d{20,40}$/);
    expect((sent('enrol')[0]?.body as { visitor: string }).visitor).toMatch(/^\d{20,40}$/);
  });
});
