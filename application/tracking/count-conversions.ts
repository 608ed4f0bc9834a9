import { enrolmentKey } from '../../domain/sessions/enrolment';
import { goalRollupChange, valueAfterConversion } from '../../domain/tracking/goal-rollup';
import type { EventBatch, TrackerEvent } from '../../domain/tracking/tracking-protocol';
import type {
  ConversionTarget,
  TrackedSession,
  TrackingRepository,
  VariantGoalChange,
} from '../ports/tracking-repository';

/** The goal events of each batch, with the (test, visitor) pairs whose sessions they may count in. */
export interface ConversionPlan {
  readonly targets: readonly ConversionTarget[];
  readonly pairs: readonly { testId: string; visitorId: string }[];
}

function goalEventsOf(batch: EventBatch): TrackerEvent[] {
  return batch.events.filter((event) => event.k === 'goal');
}

function targetsFor(
  targets: readonly ConversionTarget[],
  site: string,
  goalId: number | undefined,
): ConversionTarget[] {
  return targets.filter((target) => target.websiteId === site && target.goalId === goalId);
}

/**
 * Which tests the batches' goal events may count in: every test of the batch's website that measures the goal and
 * can still count it. Read before any session is locked, so that one locking read takes every session a
 * transaction needs, in one order.
 */
export async function planConversions(
  tracking: TrackingRepository,
  batches: readonly EventBatch[],
  now: Date,
): Promise<ConversionPlan> {
  const withGoals = batches.filter((batch) => batch.events.some((event) => event.k === 'goal'));
  if (withGoals.length === 0) return { targets: [], pairs: [] };
  const goalIds = new Set(withGoals.flatMap((batch) => goalEventsOf(batch).map((event) => event.g ?? 0)));
  const targets = await tracking.conversionTargets([...new Set(withGoals.map((b) => b.site))], [...goalIds], now);
  const pairs = withGoals.flatMap((batch) =>
    goalEventsOf(batch).flatMap((event) =>
      targetsFor(targets, batch.site, event.g).map((target) => ({ testId: target.testId, visitorId: batch.visitor })),
    ),
  );
  return { targets, pairs };
}

interface Converting {
  readonly session: TrackedSession;
  readonly goalId: number;
  readonly revenue: boolean;
  readonly before: number;
  after: number;
  readonly events: TrackerEvent[];
}

/**
 * Counts each goal event in every session of the visitor that the plan found (a visitor enrolled, and so shown their
 * variant, in a test measuring the goal): a binary goal once per visitor, revenue added up, each order at most the
 * website's maximum order value. The sessions are locked
 * already, which keeps their goal values from moving under us. Returns, per batch, how many sessions counted one.
 */
export async function countConversions(
  tracking: TrackingRepository,
  batches: readonly EventBatch[],
  plan: ConversionPlan,
  sessions: ReadonlyMap<string, TrackedSession>,
): Promise<{ counted: number[]; raw: { sessionId: string; events: readonly TrackerEvent[] }[] }> {
  const found = batches.map((batch) =>
    goalEventsOf(batch).flatMap((event) =>
      targetsFor(plan.targets, batch.site, event.g).flatMap((target) => {
        const session = sessions.get(enrolmentKey(target.testId, batch.visitor));
        return session === undefined || session.websiteId !== batch.site ? [] : [{ session, target, event }];
      }),
    ),
  );
  const keys = found.flat().map(({ session, target }) => ({ sessionId: session.id, goalId: target.goalId }));
  if (keys.length === 0) return { counted: batches.map(() => 0), raw: [] };
  const stored = new Map(
    (await tracking.sessionGoalValues(keys)).map((row) => [`${row.sessionId}:${row.goalId}`, row.value]),
  );
  const converting = new Map<string, Converting>();
  const counted = found.map((hits) => {
    const sessionsHit = new Set<string>();
    for (const { session, target, event } of hits) {
      const key = `${session.id}:${target.goalId}`;
      const before = stored.get(key) ?? 0;
      const entry = converting.get(key) ?? {
        session,
        goalId: target.goalId,
        revenue: target.revenue,
        before,
        after: before,
        events: [],
      };
      entry.after = valueAfterConversion(entry.after, target.revenue, event.v, target.maxOrderValue);
      entry.events.push(event);
      converting.set(key, entry);
      sessionsHit.add(session.id);
    }
    return sessionsHit.size;
  });

  const changed = [...converting.values()].filter((entry) => entry.after !== entry.before);
  await tracking.saveSessionGoals(changed.map((e) => ({ sessionId: e.session.id, goalId: e.goalId, value: e.after })));
  await tracking.addToGoalRollups(
    changed.map((e): VariantGoalChange => ({
      testId: e.session.testId,
      variantId: e.session.variantId,
      goalId: e.goalId,
      deltas: goalRollupChange(e.before, e.after, e.revenue),
    })),
  );
  return { counted, raw: [...converting.values()].map((e) => ({ sessionId: e.session.id, events: e.events })) };
}
