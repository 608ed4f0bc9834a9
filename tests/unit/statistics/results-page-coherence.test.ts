import { describe, expect, it } from 'vitest';
import { pageContradictions } from '../../support/statistics/page-invariants';
import { randomPage, resultsOf } from '../../support/statistics/random-pages';
import { mulberry32 } from '../../support/statistics/seeded-random';

/**
 * Results pages of every shape (tests/support/statistics/random-pages.ts) through the real results code: no
 * page shows two figures that disagree (page-invariants.ts). With the p-value and lift interval from a relative t
 * test, the chance to beat from a Beta posterior and the verdict from the always-valid interval, 3.1% of winner pages
 * named a winner whose own row showed p ≥ 0.05.
 */
/** 1,500 on every run (most of its seconds go to the planner filling its cache); `npm run bench` (BENCH_ONLY=statistics) runs 20,000 with the outlook too. */
const pages = 1_500;

describe('results pages: one method, no contradictions', () => {
  it(`holds on ${pages} generated pages`, async () => {
    const random = mulberry32(39);
    const failures: string[] = [];
    for (let page = 0; page < pages; page += 1) {
      const { rollups, goal } = randomPage(random);
      const found = pageContradictions(await resultsOf(rollups));
      if (found.length > 0 && failures.length < 5) failures.push(`page ${page} (${goal}): ${found.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
