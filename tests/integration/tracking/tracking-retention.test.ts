import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/config';
import { createContainer } from '../../../adapters/container';
import { createLogger } from '../../../adapters/logging/create-logger';
import { tokens } from '../../../adapters/tokens';
import { signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  eventBatch,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';
import type { Workspace } from '../../support/workspace-operations';

const day = 86_400_000;

describe('pruning raw tracking events', () => {
  // Starts at the real time, so tests created with dates around today are live; moved by hand afterwards.
  const clock = new FixedClock(new Date());
  const testApp = useTestApplication({ tracking: trackingSettings({ eventRetentionDays: 30 }) }, { clock });

  /** The prune job as the application wires it, with `eventRetentionDays` and the test's clock. */
  function pruneJob(eventRetentionDays: number) {
    const config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      webDistDir: null,
      publicUrl: 'http://app.test',
      tracking: trackingSettings({ eventRetentionDays }),
    };
    const container = createContainer({
      config,
      logger: createLogger('silent'),
      database: testApp().db.database,
      signingSecret: 'retention-test-signing-secret',
      clock,
    });
    return container.resolve(tokens.pruneRawEvents);
  }

  async function enrolled(ws: Workspace, variant: string): Promise<string> {
    const request = enrolment(ws, { variant });
    expect((await postTracking(testApp().app, 'enrol', request)).json()).toEqual({ status: 'enrolled' });
    return request.visitor;
  }

  /** What results are read from: every session's summary and every rollup row. */
  async function summariesAndRollups() {
    const { db } = testApp().db.database;
    return {
      sessions: await db.selectFrom('tracking_sessions').selectAll().orderBy('id').execute(),
      totals: await db
        .selectFrom('variant_metric_totals')
        .selectAll()
        .orderBy('variant_id')
        .orderBy('metric')
        .execute(),
      histograms: await db
        .selectFrom('variant_metric_histograms')
        .selectAll()
        .orderBy('variant_id')
        .orderBy('metric')
        .orderBy('bucket')
        .execute(),
    };
  }

  it('deletes the events older than the retention period, keeping newer ones and every summary and rollup', async () => {
    const { app, db } = testApp();
    const start = clock.now().getTime();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const other = await createLiveWorkspace(app, (await signUp(app)).token);
    const inVariant = await enrolled(ws, ws.variantId);
    const inControl = await enrolled(ws, ws.controlId);
    const elsewhere = await enrolled(other, other.variantId);
    const pruneAt = start + 40 * day;

    const batches = [
      { age: 40 * day, ws, visitor: inVariant, kept: false },
      { age: 40 * day, ws, visitor: inControl, kept: false },
      { age: 40 * day, ws: other, visitor: elsewhere, kept: false },
      { age: 30 * day + 1, ws, visitor: inVariant, kept: false },
      { age: 30 * day, ws, visitor: inVariant, kept: true },
      { age: 1 * day, ws, visitor: inControl, kept: true },
      { age: 0, ws: other, visitor: elsewhere, kept: true },
    ];
    for (const [i, batch] of batches.entries()) {
      clock.set(new Date(pruneAt - batch.age));
      const events = [
        { k: 'click' as const, at: i },
        { k: 'time' as const, at: i, v: 4_000 },
      ];
      const reply = await postTracking(app, 'events', eventBatch(batch.ws, batch.visitor, events));
      expect(reply.json()).toEqual({ counted: 1 });
    }
    const results = await summariesAndRollups();

    clock.set(new Date(pruneAt));
    expect(await pruneJob(90)()).toBe(0);
    expect(await pruneJob(30)()).toBe(batches.filter((b) => !b.kept).length);

    const left = await db.database.db
      .selectFrom('tracking_events')
      .select('received_at')
      .orderBy('received_at')
      .execute();
    expect(left.map((row) => pruneAt - row.received_at.getTime())).toEqual(
      batches.filter((b) => b.kept).map((b) => b.age),
    );
    expect(await summariesAndRollups()).toEqual(results);
    expect(await pruneJob(30)()).toBe(0);

    // The sessions stay, so their visitors' later events still count.
    const later = await postTracking(app, 'events', eventBatch(ws, inVariant, [{ k: 'click', at: 1 }]));
    expect(later.json()).toEqual({ counted: 1 });
  });
});
