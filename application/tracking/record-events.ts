import { enrolmentKey } from '../../domain/sessions/enrolment';
import { applyEvents, type SessionSummary } from '../../domain/tracking/session-summary';
import type { EventBatch, TrackerEvent } from '../../domain/tracking/tracking-protocol';
import { rollupChange } from '../../domain/tracking/variant-rollup';
import type { Clock } from '../ports/clock';
import type { TrackedSession } from '../ports/tracking-repository';
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
        // One change per session; the repository adds up those of the same variant.
        await tracking.addToRollups(
          entries.map((e) => ({
            testId: e.session.testId,
            variantId: e.session.variantId,
            change: rollupChange(e.session.summary, e.summary),
          })),
        );
      }
      return counted;
    });
}
