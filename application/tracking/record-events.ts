import { enrolmentKey } from '../../domain/sessions/enrolment';
import { applyEvents, type SessionSummary } from '../../domain/tracking/session-summary';
import type { EventBatch, TrackerEvent } from '../../domain/tracking/tracking-protocol';
import { combineChanges, rollupChange } from '../../domain/tracking/variant-rollup';
import type { Clock } from '../ports/clock';
import type { TrackedSession, VariantRollupChange } from '../ports/tracking-repository';
import type { UnitOfWork } from '../ports/unit-of-work';

/** For each batch, in order, how many test sessions it was counted in (0: the visitor is in none of those tests). */
export type RecordEvents = (batches: readonly EventBatch[]) => Promise<number[]>;

interface Touched {
  readonly session: TrackedSession;
  summary: SessionSummary;
}

/**
 * Event batches, many in one transaction: each is counted in every listed test the visitor is enrolled in on that
 * website. The sessions are locked while their summaries move, the raw events are kept, and each variant's rollup
 * moves by the difference between its sessions' old and new summaries, so concurrent batches add up exactly.
 */
export function makeRecordEvents(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): RecordEvents {
  return (batches) =>
    deps.uow.run(async ({ tracking }) => {
      const now = deps.clock.now();
      const pairs = batches.flatMap((b) => b.tests.map((testId) => ({ testId, visitorId: b.visitor })));
      const sessions = await tracking.lockSessions(pairs);
      const touched = new Map<string, Touched>();
      const raw: { sessionId: string; events: readonly TrackerEvent[]; at: Date }[] = [];

      const counted = batches.map((batch) => {
        let count = 0;
        for (const testId of new Set(batch.tests)) {
          const session = sessions.get(enrolmentKey(testId, batch.visitor));
          if (session === undefined || session.websiteId !== batch.site) continue;
          const entry = touched.get(session.id) ?? { session, summary: session.summary };
          entry.summary = applyEvents(entry.summary, batch.events);
          touched.set(session.id, entry);
          raw.push({ sessionId: session.id, events: batch.events, at: now });
          count += 1;
        }
        return count;
      });

      if (touched.size > 0) {
        const entries = [...touched.values()];
        await tracking.saveSummaries(entries.map((e) => ({ sessionId: e.session.id, summary: e.summary, at: now })));
        await tracking.storeRawEvents(raw);
        await tracking.addToRollups(rollupChanges(entries));
      }
      return counted;
    });
}

function rollupChanges(entries: readonly Touched[]): VariantRollupChange[] {
  const byVariant = new Map<string, { testId: string; entries: Touched[] }>();
  for (const e of entries) {
    const group = byVariant.get(e.session.variantId) ?? { testId: e.session.testId, entries: [] };
    group.entries.push(e);
    byVariant.set(e.session.variantId, group);
  }
  return [...byVariant].map(([variantId, group]) => ({
    variantId,
    testId: group.testId,
    change: combineChanges(group.entries.map((e) => rollupChange(e.session.summary, e.summary))),
  }));
}
