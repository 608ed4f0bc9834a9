import { enrolmentKey } from '../../domain/sessions/enrolment';
import { applyEvents, type SessionSummary } from '../../domain/tracking/session-summary';
import type { EventBatch, TrackerEvent } from '../../domain/tracking/tracking-protocol';
import { rollupChange } from '../../domain/tracking/variant-rollup';
import type { TrackedSession, TrackingRepository } from '../ports/tracking-repository';
import { countConversions, planConversions } from './count-conversions';

interface Touched {
  readonly session: TrackedSession;
  summary: SessionSummary;
}

export interface CountedBatches {
  /** For each batch, in order, how many test sessions it was counted in. */
  readonly counted: number[];
  /** The tests whose sessions were locked: their results kept in memory are to be read afresh once committed. */
  readonly testIds: string[];
}

/**
 * The fold of event batches into the sessions and rollups, in the caller's transaction: each is counted in every
 * listed test the visitor is enrolled in on that website, and its goal events in every test of the website that
 * measures the goal (count-conversions.ts). The sessions are locked while their summaries move, the raw events are
 * kept, and each variant's rollup moves by the difference between its sessions' old and new summaries, so concurrent
 * batches add up exactly. Both ways events arrive use it: straight from a request (record-events.ts) and through the
 * event log (fold-logged-events.ts), so they make the same rollups.
 */
export async function countEventBatches(
  tracking: TrackingRepository,
  batches: readonly EventBatch[],
  now: Date,
): Promise<CountedBatches> {
  const conversions = await planConversions(tracking, batches, now);
  const pairs = batches.flatMap((b) => b.tests.map((testId) => ({ testId, visitorId: b.visitor })));
  const sessions = await tracking.lockSessions([...pairs, ...conversions.pairs]);
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

  const converted = await countConversions(tracking, batches, conversions, sessions);
  for (const row of converted.raw) if (!touched.has(row.sessionId)) raw.push({ ...row, at: now });

  if (raw.length > 0) await tracking.storeRawEvents(raw);
  if (touched.size > 0) {
    const entries = [...touched.values()];
    await tracking.saveSummaries(entries.map((e) => ({ sessionId: e.session.id, summary: e.summary, at: now })));
    // One change per session; the repository adds up those of the same variant.
    await tracking.addToRollups(
      entries.map((e) => ({
        testId: e.session.testId,
        variantId: e.session.variantId,
        change: rollupChange(e.session.summary, e.summary),
      })),
    );
  }
  return {
    counted: counted.map((count, i) => Math.max(count, converted.counted[i] ?? 0)),
    testIds: [...new Set([...sessions.values()].map((session) => session.testId))],
  };
}
