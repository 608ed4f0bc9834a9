import type { CreditEntry } from '../../domain/sessions/credit-ledger';
import {
  decideEnrolments,
  enrolmentKey,
  networkWindowStart,
  type EnrolmentDecision,
  type EnrolmentTarget,
  type EnrolmentPolicy,
  type EnrolmentRequestFacts,
} from '../../domain/sessions/enrolment';
import { budgetDayOf, budgetDayStart } from '../../domain/sessions/budget-day';
import type { UserId } from '../../domain/shared/ids';
import type { EnrolmentAnswer } from '../../domain/tracking/tracking-protocol';
import { emptySummary } from '../../domain/tracking/session-summary';
import { rollupChange } from '../../domain/tracking/variant-rollup';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { RollupsChanges } from '../ports/rollups-changes';
import type { NewTrackingSession, TrackingRepository } from '../ports/tracking-repository';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface EnrolmentOutcome {
  /** One answer per request, in order. */
  readonly answers: readonly EnrolmentAnswer[];
  /** Owners whose balance this batch brought to zero: their tests are paused from now on. */
  readonly ownersOutOfSessions: readonly string[];
  /** Websites whose daily session budget this batch reached: their tests are paused until the day ends. */
  readonly websitesAtBudget: readonly WebsiteAtBudget[];
}

export interface WebsiteAtBudget {
  readonly websiteId: string;
  readonly ownerId: string;
}

export type EnrolVisitors = (requests: readonly EnrolmentRequestFacts[]) => Promise<EnrolmentOutcome>;

function answerFor(decision: EnrolmentDecision): EnrolmentAnswer {
  switch (decision.kind) {
    case 'charge':
      return { status: 'enrolled' };
    case 'returning':
      return { status: 'returning' };
    case 'refuse':
      return { status: 'not_live', reason: decision.reason };
    case 'refuse_visit':
      return { status: 'refused', reason: decision.reason };
    case 'unknown':
      return { status: 'unknown' };
    default: {
      const unknown: never = decision;
      throw new Error(`unknown decision ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * Visitors entering tests, a batch in one transaction (ARCHITECTURE.md §4). The owners' balances are locked first,
 * then their tests, so concurrent batches queue per owner, then (with a limit on new visitors per network) the
 * networks new visitors come from, so batches of any owners from one network queue and none overshoots the limit
 * counted before it; the domain decides who is charged; new sessions, their
 * ledger entries (one session each, referenced by the session id) and the rollups are written together. A visitor
 * already in the test is answered `returning` and charged nothing, so replays and retries are free; a new visitor in
 * another variant than their id picks is refused, uncharged and uncounted. Once committed,
 * the tests that gained sessions are told to the results kept in memory, so their owners see the sessions at once.
 */
export function makeEnrolVisitors(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly rollupsChanges: RollupsChanges;
  readonly policy: EnrolmentPolicy;
}): EnrolVisitors {
  const owners = new TestOwners();
  return async (requests) => {
    const enrolment = await deps.uow.run(async ({ credits, tracking }) => {
      const now = deps.clock.now();
      const testIds = [...new Set(requests.map((r) => r.testId))];
      // Balances are locked before tests, the order every writer keeps; a test's owner never changes, so reading
      // the owners first without a lock (or not at all, once known) is safe.
      const balances = await credits.lockBalances(await owners.of(testIds, tracking));
      const targets = await tracking.lockEnrolmentTargets(testIds);
      const enrolled = await tracking.enrolledAlready(requests);
      const newVisitorsByNetwork = await lockNetworksOfNewVisitors(requests, enrolled, deps.policy, tracking, now);
      const day = budgetDayOf(now);
      const budgeted = [...targets.values()].filter((t) => t.dailySessionBudget !== null).map((t) => t.websiteId);
      const sessionsTodayByWebsite = await tracking.lockBudgetDays(budgeted, day, budgetDayStart(now));
      const state = { targets, balances, enrolled, newVisitorsByNetwork, sessionsTodayByWebsite };
      const decisions = decideEnrolments(requests, state, now, deps.policy);

      const sessions: NewTrackingSession[] = [];
      decisions.forEach((decision, i) => {
        const request = requests[i];
        const target = request === undefined ? undefined : targets.get(request.testId);
        if (decision.kind !== 'charge' || request === undefined || target === undefined) return;
        sessions.push({ id: deps.ids.next(), ownerId: target.ownerId, startedAt: now, ...request });
      });
      if (sessions.length > 0) {
        await tracking.startSessions(
          sessions,
          sessions.map((s) => ({ testId: s.testId, variantId: s.variantId, change: rollupChange(null, emptySummary) })),
        );
        await credits.recordSpending(sessions.map((s) => usageEntry(s, deps.ids.next(), now)));
      }
      const chargedToday = chargedPerWebsite(sessions, targets, sessionsTodayByWebsite);
      await tracking.addToBudgetDays(chargedToday, day);
      return {
        outcome: {
          answers: decisions.map(answerFor),
          ownersOutOfSessions: emptied(balances, sessions),
          websitesAtBudget: budgetsReached(chargedToday, targets, sessionsTodayByWebsite),
        },
        testIds: [...new Set(sessions.map((s) => s.testId))],
      };
    });
    if (enrolment.testIds.length > 0) deps.rollupsChanges.testsCounted(enrolment.testIds);
    return enrolment.outcome;
  };
}

/**
 * The networks of the batch's new visitors, locked, with the new visitors each brought within the hour; none (and no
 * lock) without a limit. Returning visitors are never limited, so their networks need no lock.
 */
function lockNetworksOfNewVisitors(
  requests: readonly EnrolmentRequestFacts[],
  enrolled: ReadonlySet<string>,
  policy: EnrolmentPolicy,
  tracking: TrackingRepository,
  now: Date,
): Promise<Map<string, number>> {
  if (policy.newVisitorsPerNetworkPerHour === null) return Promise.resolve(new Map());
  const networks = requests.flatMap((r) =>
    r.network === undefined || enrolled.has(enrolmentKey(r.testId, r.visitorId)) ? [] : [r.network],
  );
  return tracking.lockNetworkNewVisitors(networks, networkWindowStart(now));
}

/** Tests whose owner is kept at most; past it the memory starts again. */
const ownersKept = 10_000;

/**
 * The owners of the tests enrolled into, kept between batches: a test's owner never changes, so each test costs the
 * read once and a busy test's batches go straight to locking balances (one round trip fewer per transaction).
 * Ids that name no test are not remembered: the script only sends ids its config named.
 */
class TestOwners {
  private readonly known = new Map<string, UserId>();

  async of(testIds: readonly string[], tracking: TrackingRepository): Promise<UserId[]> {
    const unknown = testIds.filter((id) => !this.known.has(id));
    if (unknown.length > 0) {
      const read = await tracking.ownersOf(unknown);
      if (this.known.size + read.size > ownersKept) this.known.clear();
      for (const [testId, owner] of read) this.known.set(testId, owner);
    }
    return [...new Set(testIds.flatMap((id) => this.known.get(id) ?? []))];
  }
}

function usageEntry(session: NewTrackingSession, id: string, now: Date): CreditEntry {
  return {
    id,
    userId: session.ownerId as UserId,
    reason: 'session_usage',
    reference: `session:${session.id}`,
    amount: -1,
    createdAt: now,
  };
}

/** The sessions charged to each website with a budget (the others keep no count). */
function chargedPerWebsite(
  sessions: readonly NewTrackingSession[],
  targets: ReadonlyMap<string, EnrolmentTarget>,
  sessionsToday: ReadonlyMap<string, number>,
): Map<string, number> {
  const charged = new Map<string, number>();
  for (const s of sessions) {
    const website = targets.get(s.testId)?.websiteId;
    if (website !== undefined && sessionsToday.has(website)) charged.set(website, (charged.get(website) ?? 0) + 1);
  }
  return charged;
}

/**
 * The websites this batch's charges (`chargedToday`, per website with a budget) brought to their daily budget: each
 * reaches it in one batch only.
 */
function budgetsReached(
  chargedToday: ReadonlyMap<string, number>,
  targets: ReadonlyMap<string, EnrolmentTarget>,
  sessionsToday: ReadonlyMap<string, number>,
): WebsiteAtBudget[] {
  const websites = new Map([...targets.values()].map((t) => [t.websiteId, t]));
  return [...chargedToday].flatMap(([websiteId, n]) => {
    const target = websites.get(websiteId);
    const budget = target?.dailySessionBudget ?? null;
    if (target === undefined || budget === null || (sessionsToday.get(websiteId) ?? 0) + n < budget) return [];
    return [{ websiteId, ownerId: target.ownerId }];
  });
}

function emptied(balances: ReadonlyMap<string, number>, sessions: readonly NewTrackingSession[]): string[] {
  const spent = new Map<string, number>();
  for (const s of sessions) spent.set(s.ownerId, (spent.get(s.ownerId) ?? 0) + 1);
  return [...spent].filter(([owner, n]) => (balances.get(owner) ?? 0) - n <= 0).map(([owner]) => owner);
}
