// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignmentPoint, pickVariant } from '../../../domain/tracking/variant-assignment';
import {
  liveTest,
  openPage,
  pageHref,
  sent,
  server,
  setUpBrowser,
  siteId,
  startTracker,
  tearDownBrowser,
  variant,
  variantStyle,
} from './tracker-harness';

const shares = [50, 50];
/** A visitor id the shared assignment puts in variant 1 of test-1. */
const visitor = ['visitor-a1', 'visitor-b2', 'visitor-c3', 'visitor-d4', 'visitor-e5'].find(
  (id) => pickVariant(assignmentPoint(id, 'test-1'), shares) === 1,
) as string;
const redHeading = variant(1, 50, { css: 'h1 { color: red }' });

beforeEach(() => {
  setUpBrowser();
  localStorage.setItem('splitpenny_visitor', visitor);
});
afterEach(tearDownBrowser);

describe('choosing the variant', () => {
  it('gives a visitor the variant the shared assignment picks, on every load, and injects its CSS', async () => {
    openPage('/pricing#plans');
    server.configs[pageHref('/pricing')] = { tests: [liveTest('test-1', [variant(0, 50), redHeading])] };

    for (let load = 0; load < 2; load += 1) {
      await startTracker();
      expect(variantStyle('test-1')?.textContent).toBe('h1 { color: red }');
    }
    expect(sent('enrol')[0]?.body).toEqual({
      site: siteId,
      test: 'test-1',
      variant: 'variant-1',
      visitor,
      device: 3,
    });
  });

  it('applies the variant a QA link forces, without enrolling the visitor', async () => {
    openPage('/pricing?splitpenny_variant=0&ref=ad');
    const blue = variant(0, 50, { css: 'h1 { color: blue }' });
    server.configs[pageHref('/pricing?ref=ad')] = { tests: [liveTest('test-1', [blue, redHeading])] };

    await startTracker();

    expect(variantStyle('test-1')?.textContent).toBe('h1 { color: blue }');
    expect(sent('enrol')).toEqual([]);
  });

  it('skips a desktop-only test on a 500 px wide screen', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 500 });
    server.configs[pageHref('/')] = {
      tests: [
        liveTest('test-1', [variant(0, 0), variant(1, 100, { css: 'a{}' })], { devices: [3] }),
        liveTest('test-2', [variant(0, 0), variant(1, 100, { css: 'b{}' })], { devices: [1] }),
      ],
    };

    await startTracker();

    expect(variantStyle('test-1')).toBeNull();
    expect(variantStyle('test-2')).not.toBeNull();
    expect(sent('enrol').map((request) => request.body)).toEqual([
      expect.objectContaining({ test: 'test-2', device: 1 }),
    ]);
  });

  it('serves a shipped winner to every visitor, with no enrolment and no events', async () => {
    const winner = variant(1, 100, { css: 'h1 { color: green }', js: 'document.title = "Shipped"' });
    server.configs[pageHref('/')] = { tests: [liveTest('shipped', [winner], { shipped: true })] };

    await startTracker();
    document.body.click();
    window.dispatchEvent(new Event('pagehide'));

    expect(variantStyle('shipped')?.textContent).toBe('h1 { color: green }');
    expect(document.title).toBe('Shipped');
    expect(sent('enrol')).toEqual([]);
    expect(sent('events')).toEqual([]);
  });
});
