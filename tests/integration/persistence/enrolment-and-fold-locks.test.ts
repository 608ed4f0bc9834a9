import { describe, expect, it } from 'vitest';
import { KyselyTrackingRepository } from '../../../adapters/persistence/kysely-tracking-repository';
import { emptySummary } from '../../../domain/tracking/session-summary';
import { rollupChange } from '../../../domain/tracking/variant-rollup';
import { signUp } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { testDialect } from '../../support/test-database';
import { createLiveWorkspace } from '../../support/tracking-operations';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// PGlite is one session: two transactions never hold locks at the same time there.
describe.runIf(testDialect() === 'postgres')('an enrolment and a fold of the same test at once (PostgreSQL)', () => {
  const testApp = useTestApplication();

  it('both commit: the enrolment lock on the test does not hold up a fold adding rollup rows of it', async () => {
    const { app, db } = testApp();
    const ws = await createLiveWorkspace(app, (await signUp(app)).token);
    const { testId, variantId } = ws;
    const database = db.database.db;
    // One session enrolled earlier: its rollup rows exist, in the first bucket of each histogram.
    await new KyselyTrackingRepository(database).addToRollups([
      { testId, variantId, change: rollupChange(null, emptySummary) },
    ]);

    let testLocked!: () => void;
    const locked = new Promise<void>((resolve) => (testLocked = resolve));
    let foldStarted!: () => void;
    const foldUnderWay = new Promise<void>((resolve) => (foldStarted = resolve));
    // An enrolment batch: the test locked first, its new session's rollup rows written last.
    const enrolment = database.transaction().execute(async (trx) => {
      const tracking = new KyselyTrackingRepository(trx);
      await tracking.lockEnrolmentTargets([testId]);
      testLocked();
      await foldUnderWay;
      // Long enough for the fold's statement to reach the database and write, or wait, as it will.
      await sleep(300);
      await tracking.addToRollups([{ testId, variantId, change: rollupChange(null, emptySummary) }]);
    });
    // Meanwhile the first session's batch is folded: it moves the session out of the first bucket, into rows that
    // do not exist yet (the test's first clicks, a later time bucket), whose foreign keys name the locked test.
    await locked;
    const fold = database.transaction().execute(async (trx) => {
      const tracking = new KyselyTrackingRepository(trx);
      const after = { ...emptySummary, clicks: 2, timeOnPageMs: 30_000 };
      const folding = tracking.addToRollups([{ testId, variantId, change: rollupChange(emptySummary, after) }]);
      foldStarted();
      await folding;
    });

    const outcomes = await Promise.allSettled([enrolment, fold]);

    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual([
      'fulfilled',
      'fulfilled',
    ]);
    const totals = await database
      .selectFrom('variant_metric_totals')
      .select(['metric', 'total'])
      .where('variant_id', '=', variantId)
      .where('metric', 'in', ['sessions', 'clicks', 'time_on_page_ms'])
      .orderBy('metric')
      .execute();
    expect(totals.map((t) => [t.metric, Number(t.total)])).toEqual([
      ['clicks', 2],
      ['sessions', 2],
      ['time_on_page_ms', 30_000],
    ]);
  });
});
