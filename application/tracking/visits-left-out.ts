import type { TestId } from '../../domain/shared/ids';
import { noVisitsLeftOut, type LeftOutVisits, type VisitsLeftOut } from '../../domain/tracking/visits-left-out';
import type { VisitsLeftOutStore } from '../ports/visits-left-out-store';

/** Adds visits left out to their tests' counts (the tracking endpoints call it with what they gathered). */
export type CountVisitsLeftOut = (visits: readonly LeftOutVisits[]) => Promise<void>;

/** The visits a test left out of its bill and its results; the test is one its owner already holds. */
export type GetVisitsLeftOut = (testId: TestId) => Promise<VisitsLeftOut>;

export function makeCountVisitsLeftOut(deps: { readonly store: VisitsLeftOutStore }): CountVisitsLeftOut {
  return async (visits) => {
    const counted = visits.filter((v) => v.visits > 0);
    if (counted.length > 0) await deps.store.add(counted);
  };
}

export function makeGetVisitsLeftOut(deps: { readonly store: VisitsLeftOutStore }): GetVisitsLeftOut {
  return async (testId) => (await deps.store.ofTests([testId])).get(testId) ?? noVisitsLeftOut;
}
