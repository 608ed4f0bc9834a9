// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingLimits } from '../../../domain/tracking/tracking-protocol';
import { eventsPerBatch, maxReportedMs, testsPerBatch } from '../../../web/track/batch-limits';
import {
  batches,
  liveTest,
  pageHref,
  sent,
  server,
  setUpBrowser,
  siteId,
  startTracker,
  tearDownBrowser,
  variant,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

const kinds = () => batches().flatMap((batch) => batch.events.map((event) => event.k));

function element(html: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  Object.defineProperty(document, 'hidden', { configurable: true, value: state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function trackedPage(): Promise<void> {
  server.configs[pageHref('/')] = {
    tests: [
      liveTest('test-1', [variant(0, 50), variant(1, 50, { css: 'h1{}' })]),
      liveTest('test-2', [variant(0, 100), variant(1, 0)]),
    ],
  };
  await startTracker();
}

describe('what visitors do', () => {
  it('sends clicks, hovers and form use every 5 seconds, for the tests enrolled on the page', async () => {
    await trackedPage();
    const form = element('<form><input name="email"><button type="submit"><b>Join</b></button></form>');
    const input = form.querySelector('input') as HTMLInputElement;
    const button = form.querySelector('button') as HTMLButtonElement;
    const link = element('<a role="button"><span>Buy</span></a>');

    document.body.click();
    (link.firstElementChild as HTMLElement).click();
    input.click();
    // The pointer enters the form, then its button, as a browser reports it: one mouseenter per element entered.
    for (const entered of [form, button])
      entered.dispatchEvent(new MouseEvent('mouseenter', { relatedTarget: document.body }));
    // Moving on within the button is no new hover.
    button.firstElementChild?.dispatchEvent(new MouseEvent('mouseenter', { relatedTarget: button }));
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(1_500);
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true }));
    expect(sent('events')).toEqual([]);

    await vi.advanceTimersByTimeAsync(3_500);

    expect(batches()).toHaveLength(1);
    const [batch] = batches();
    expect(batch).toMatchObject({ site: siteId, tests: ['test-1', 'test-2'] });
    expect(batch?.visitor).toBe(localStorage.getItem('splitpenny_visitor'));
    expect(kinds()).toEqual([
      'click',
      'button_click',
      'form_click',
      'form_hover',
      'button_hover',
      'form_time',
      'form_submit',
      'time',
    ]);
    expect(batch?.events.find((event) => event.k === 'form_time')?.v).toBe(1_500);
    expect(batch?.events.find((event) => event.k === 'time')?.v).toBe(5_000);
    expect(batch?.events[0]?.at).toBe(0);
    expect(JSON.stringify(batch)).not.toMatch(/email|Join|Buy/);
  });

  it('reports the deepest scroll point in steps of 5 percent', async () => {
    await trackedPage();
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 4000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    for (const y of [100, 200, 300, 1000, 900, 3000, 3100]) {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      document.dispatchEvent(new Event('scroll'));
    }
    await vi.advanceTimersByTimeAsync(5_000);

    const scrolls = batches()[0]
      ?.events.filter((event) => event.k === 'scroll')
      .map((event) => event.v);
    expect(scrolls).toEqual([28, 33, 50, 100]);
  });

  it('sends when the page is hidden or left, by requests that outlive the page (never a beacon, which may lose the origin), counting only visible time', async () => {
    await trackedPage();
    await vi.advanceTimersByTimeAsync(2_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('pagehide'));

    expect(sent('events').every((request) => request.keepalive)).toBe(true);
    expect(server.timeline.filter((step) => step.startsWith('beacon'))).toEqual([]);
    expect(batches().flatMap((batch) => batch.events)).toEqual([
      { k: 'time', at: 2_000, v: 2_000 },
      { k: 'leave', at: 63_000 },
      { k: 'time', at: 63_000, v: 1_000 },
    ]);
  });

  it('sends nothing for a page without enrolled tests', async () => {
    server.configs[pageHref('/')] = { tests: [] };
    await startTracker();
    document.body.click();
    await vi.advanceTimersByTimeAsync(5_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent('events')).toEqual([]);
  });

  it(`splits more than ${trackingLimits.eventsPerBatch} events into several batches`, async () => {
    await trackedPage();
    for (let i = 0; i < 150; i += 1) document.body.click();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(batches().map((batch) => batch.events.length)).toEqual([trackingLimits.eventsPerBatch, 51]);
  });

  it('uses the limits of the protocol', () => {
    expect({ eventsPerBatch, testsPerBatch, maxReportedMs }).toEqual({
      eventsPerBatch: trackingLimits.eventsPerBatch,
      testsPerBatch: trackingLimits.testsPerBatch,
      maxReportedMs: trackingLimits.maxReportedMs,
    });
  });
});
