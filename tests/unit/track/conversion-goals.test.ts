// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventBatch, TrackerEvent } from '../../../domain/tracking/tracking-protocol';
import {
  batches,
  liveTest,
  loadGoalsScript,
  openPage,
  pageHref,
  sent,
  server,
  settle,
  setUpBrowser,
  siteId,
  startTracker,
  tearDownBrowser,
  variant,
} from './tracker-harness';

const purchase = { id: 101, on: 'event', match: 'purchase' } as const;
const signup = { id: 102, on: 'event', match: 'signup' } as const;
const basket = { id: 104, on: 'click', match: '.add-to-basket' } as const;
const newsletter = { id: 105, on: 'submit', match: 'form#newsletter' } as const;

/** The conversions sent, as [goal, value] pairs. */
function conversions(): (number | undefined)[][] {
  return batches()
    .filter((batch) => batch.events.some((event) => event.k === 'goal'))
    .flatMap((batch: EventBatch) => batch.events.map((event: TrackerEvent) => [event.g, event.v]));
}

/** The site's stub, as docs/tracking.md has sites put it before any call. */
function installStub(): void {
  const queue: ArrayLike<unknown>[] = [];
  const stub: NonNullable<Window['splitpenny']> = (...args: unknown[]) => void queue.push(args);
  stub.q = queue;
  window.splitpenny = stub;
}

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

/** A page visit goal's expression for `path` on this test page's origin, as the server makes it. */
function visitGoal(id: number, path: string) {
  return { id, on: 'visit', match: `^${location.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${path}$` } as const;
}

async function pageWithGoals(): Promise<void> {
  await startTracker();
  await loadGoalsScript();
}

describe('conversion goals', () => {
  it('loads the goals script only for a website whose config lists goals', async () => {
    server.configs[pageHref('/')] = { tests: [liveTest('test-1', [variant(0, 50), variant(1, 50)])] };
    await startTracker();
    expect(await loadGoalsScript()).toBeNull();

    server.goals = [purchase];
    await startTracker();
    const script = await loadGoalsScript();
    expect(script?.src).toBe('https://app.splitpenny.test/api/track/goals.js');
  });

  it('loads the visual editor, and detects no conversion, on a page opened with an editor link', async () => {
    openPage('/?splitpenny_variant=spe_abcdefghijklmnopqrstuvwxyz');
    server.goals = [purchase];
    await startTracker();
    const script = document.head.querySelector<HTMLScriptElement>('script[src$="/goals.js"]');
    const { loadEditor } = await import('../../../web/track/goals/editor-loader');
    expect(loadEditor(script)).toBe(true);
    expect(document.head.querySelector<HTMLScriptElement>('script[src$="/editor.js"]')?.src).toBe(
      'https://app.splitpenny.test/api/track/editor.js',
    );
    openPage('/?splitpenny_variant=1');
    expect(loadEditor(script)).toBe(false);
  });

  it('sends a custom event the site queued before the script loaded, with its revenue, naming no test', async () => {
    server.goals = [purchase, signup];
    installStub();
    window.splitpenny?.('track', 'purchase', 4999);
    await pageWithGoals();

    expect(conversions()).toEqual([[101, 4999]]);
    const [batch] = batches();
    expect(batch).toMatchObject({ site: siteId, tests: [] });
    expect(batch?.visitor).toBe(localStorage.getItem('splitpenny_visitor'));
  });

  it('sends custom events called once the script runs, through the stub or splitpenny itself', async () => {
    server.goals = [purchase, signup];
    installStub();
    await pageWithGoals();
    window.splitpenny?.('track', 'signup');
    window.splitpenny?.('track', 'newsletter');
    expect(conversions()).toEqual([[102, 0]]);
  });

  it('with a plain tag and no stub before it, a stub line pasted after the tag queues calls for the goals script', async () => {
    server.goals = [purchase];
    await startTracker();
    // docs/tracking.md's stub line, on a page whose tag ran first (an order confirmation page's own script, say).
    window.splitpenny =
      window.splitpenny ||
      function (...args: unknown[]) {
        (window.splitpenny!.q ||= [] as unknown[][]).push(args);
      };
    window.splitpenny('track', 'purchase', 2250);
    expect(conversions()).toEqual([]);

    await loadGoalsScript();
    expect(conversions()).toEqual([[101, 2250]]);
  });

  it('takes only a sensible amount: none for a negative or unreadable one, whole minor units, at most the limit', async () => {
    server.goals = [purchase];
    installStub();
    await pageWithGoals();
    for (const value of [-5, 'lots', '1299', 12.6, 5e12]) window.splitpenny?.('track', 'purchase', value);
    expect(conversions()).toEqual([
      [101, 0],
      [101, 0],
      [101, 1299],
      [101, 13],
      [101, 1_000_000_000],
    ]);
  });

  it('counts a page visit on arrival and on a single-page route change, matching the address without its query', async () => {
    server.goals = [visitGoal(103, '/thanks')];
    openPage('/thanks?order=12');
    await pageWithGoals();
    expect(conversions()).toEqual([[103, 0]]);

    openPage('/');
    await pageWithGoals();
    history.pushState(null, '', '/basket');
    history.pushState(null, '', '/thanks');
    expect(conversions()).toEqual([
      [103, 0],
      [103, 0],
    ]);
  });

  it("counts a thank-you page's order total read from its element as revenue, once it shows", async () => {
    server.goals = [{ ...visitGoal(107, '/order-received'), amount: '.order-total .amount', digits: 2 }];
    openPage('/order-received');
    document.body.innerHTML = '<p class="order-total">Total: <span class="amount">£1,234.56</span></p>';
    await pageWithGoals();
    expect(conversions()).toEqual([[107, 123456]]);

    // A page that fills the total in after it loads: read once it is there, in the website's format.
    document.body.innerHTML = '';
    openPage('/order-received');
    await pageWithGoals();
    expect(conversions()).toEqual([[107, 123456]]);
    document.body.innerHTML = '<div class="order-total"><b class="amount">1.234,50\u00a0€</b></div>';
    // The harness's clock is a fake one: the script looks again every 250 ms.
    vi.advanceTimersByTime(600);
    await settle();
    expect(conversions()).toEqual([
      [107, 123456],
      [107, 123450],
    ]);
  });

  it('counts clicks inside a selected element and submissions of a selected form, and nothing else', async () => {
    server.goals = [basket, newsletter, { id: 106, on: 'click', match: 'a:unknown-pseudo(' }];
    document.body.innerHTML = `
      <button class="add-to-basket"><span>Add to basket</span></button>
      <button class="wishlist">Wish</button>
      <form id="newsletter"></form><form id="search"></form>`;
    await pageWithGoals();

    (document.querySelector('.add-to-basket span') as HTMLElement).click();
    (document.querySelector('.wishlist') as HTMLElement).click();
    document.querySelector('#search')?.dispatchEvent(new Event('submit', { bubbles: true }));
    document.querySelector('#newsletter')?.dispatchEvent(new Event('submit', { bubbles: true }));

    expect(conversions()).toEqual([
      [104, 0],
      [105, 0],
    ]);
  });

  it('waits for consent, and sends nothing once it is refused', async () => {
    server.goals = [purchase];
    installStub();
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));
    await loadGoalsScript();
    window.splitpenny?.('track', 'purchase', 100);
    expect(conversions()).toEqual([]);
    window.splitpenny?.consent?.(true);
    await settle();
    expect(conversions()).toEqual([[101, 100]]);

    server.requests.length = 0;
    await startTracker({}, 'early', () => (window.splitpennyConsent ??= 'pending'));
    await loadGoalsScript();
    window.splitpenny?.('track', 'purchase', 100);
    window.splitpenny?.consent?.(false);
    window.splitpenny?.('track', 'purchase', 100);
    await settle();
    expect(sent('events')).toEqual([]);
  });
});
