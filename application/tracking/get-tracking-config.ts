import { budgetDayOf } from '../../domain/sessions/budget-day';
import { whyNotLive } from '../../domain/sessions/enrolment';
import { currencyDigits } from '../../domain/websites/currency-rules';
import { pageVisitExpression } from '../../domain/ab-tests/page-visit-rules';
import type { TrackedGoal, TrackingConfig, TrackedTest } from '../../domain/tracking/tracking-protocol';
import { hideSelectors } from '../../domain/tracking/hide-selectors';
import { pageAddressesOf } from '../../domain/tracking/page-address';
import type { Clock } from '../ports/clock';
import type { GoalWithCurrency, TrackingCandidate, TrackingConfigSource } from '../ports/tracking-config-source';

/**
 * The live tests of one page of a website, or of all its pages (null): each test says which page it runs on. A
 * preview (the id of the variant a QA link asks for) adds that variant's test whatever its state.
 */
export type GetTrackingConfig = (
  websiteId: string,
  pageUrl: string | null,
  previewVariantId?: string | null,
) => Promise<TrackingConfig>;

/**
 * The live tests of a website, or of one of its pages: what the tracking script runs. The script asks for the
 * whole website once per page load, so that a single-page site's next route has its variants at hand. Tests that are off, outside their
 * dates, at their cap or whose owner is out of sessions are simply not in it, so visitors see the original page.
 * So are all of a website's tests, for the rest of the day, once it was charged its daily session budget.
 * A shipped winner is in it whatever those say: it is served, untested, to everyone, at no cost.
 * An unknown website or page gets an empty config: the same answer, so nothing is learnt by probing.
 */
export function makeGetTrackingConfig(deps: {
  readonly source: TrackingConfigSource;
  readonly clock: Clock;
}): GetTrackingConfig {
  return async (websiteId, pageUrl, previewVariantId = null) => {
    const addresses = pageUrl === null ? null : pageAddressesOf(pageUrl);
    if (addresses?.length === 0) return { tests: [] };
    const now = deps.clock.now();
    const candidates = await deps.source.activeTestsOn(websiteId, addresses);
    const live = new Set(
      candidates.filter((c) => c.shippedVariantId === null && whyNotLive(c, c.ownerBalance, now) === null),
    );
    // Asked only of a website with a test that could take visitors: the other configs cost no read more.
    const pausedForTheDay = live.size > 0 && (await deps.source.dailyBudgetReached(websiteId, budgetDayOf(now)));
    const tests = candidates.flatMap((c) => {
      if (c.shippedVariantId !== null) return shippedWinner(c);
      return !pausedForTheDay && live.has(c) ? [trackedTest(c)] : [];
    });
    if (previewVariantId !== null) tests.push(...(await previewed(deps.source, websiteId, previewVariantId, tests)));
    const counting = candidates.filter((c) => countsConversions(c, now)).map((c) => c.testId);
    const goals = counting.length === 0 ? [] : (await deps.source.conversionGoalsOf(counting)).map(trackedGoal);
    return goals.length === 0 ? { tests } : { tests, goals };
  };
}

/**
 * A QA link's test when it is not served anyway (a draft, a scheduled, paused, ended or stopped test): all its
 * variants, so the script shows the one asked for. The script never enrols a preview, so nobody is counted or charged;
 * a variant id is needed, never a variant number, so only the owner's own links open a test that is not running.
 */
async function previewed(
  source: TrackingConfigSource,
  websiteId: string,
  variantId: string,
  served: readonly TrackedTest[],
): Promise<TrackedTest[]> {
  const candidate = await source.previewedTest(websiteId, variantId);
  if (candidate === null || served.some((t) => t.id === candidate.testId)) return [];
  return [trackedTest(candidate)];
}

/**
 * A test counts the conversions of the visitors it has for its whole life: between its dates, on, not shipped. Full
 * or out of sessions it takes no one new, but the visitors it has still convert (docs/tracking.md, "Attribution").
 */
function countsConversions(c: TrackingCandidate, now: Date): boolean {
  return c.shippedVariantId === null && c.active && c.startDate <= now && now < c.endDate;
}

function trackedGoal(goal: GoalWithCurrency): TrackedGoal {
  const t = goal.trigger;
  switch (t.kind) {
    case 'page_visit':
      return { id: goal.id, on: 'visit', match: pageVisitExpression(t.url, t.match) };
    case 'revenue_on_page':
      return {
        id: goal.id,
        on: 'visit',
        match: pageVisitExpression(t.url, t.match),
        amount: t.amountSelector,
        digits: currencyDigits[goal.currency],
      };
    case 'element_click':
      return { id: goal.id, on: 'click', match: t.selector };
    case 'form_submission':
      return { id: goal.id, on: 'submit', match: t.selector };
    default:
      return { id: goal.id, on: 'event', match: t.event };
  }
}

/** A shipped winner: its one variant for everyone, marked so that the script enrols nobody. */
function shippedWinner(c: TrackingCandidate): TrackedTest[] {
  const winner = c.variants.find((v) => v.id === c.shippedVariantId);
  if (winner === undefined) return [];
  const test = trackedTest({ ...c, variants: [{ ...winner, trafficAllocation: 100 }] });
  return [{ ...test, shipped: true }];
}

function trackedTest(c: TrackingCandidate): TrackedTest {
  return {
    id: c.testId,
    page: c.pageUrl,
    devices: c.devices,
    variants: [...c.variants]
      .sort((a, b) => a.variantNo - b.variantNo)
      .map((v) => ({
        id: v.id,
        no: v.variantNo,
        share: v.trafficAllocation,
        css: v.cssCode,
        js: v.jsCode,
        redirect: v.pageRedirectUrl,
        hide: hideSelectors({ css: v.cssCode, js: v.jsCode, redirect: v.pageRedirectUrl }),
      })),
  };
}
