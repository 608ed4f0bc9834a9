import type { NotLiveReason, RefusalReason } from '../tracking/tracking-protocol';
import { assignmentPoint, pickVariant } from '../tracking/variant-assignment';

/** A variant of a test as assignment sees it: its share of the visitors, in percent. */
export interface EnrolmentVariant {
  readonly id: string;
  readonly share: number;
}

/** What the charging rules need to know of a test, read under lock at enrolment time. */
export interface EnrolmentTarget {
  readonly testId: string;
  readonly ownerId: string;
  readonly websiteId: string;
  readonly active: boolean;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
  readonly sessionsCount: number;
  /**
   * The test's variants in the order the tracking config lists them (by variant number), since that order is how the
   * script divides the visitors between them (variant-assignment.ts).
   */
  readonly variants: readonly EnrolmentVariant[];
  /** Device ids the test runs on; empty: every device. */
  readonly devices: readonly number[];
  /** The most sessions the test's website may be charged in a day (daily-session-budget-rules.ts); null: no budget. */
  readonly dailySessionBudget: number | null;
  /** The owner has confirmed their email address (domain/accounts/email-confirmation.ts). */
  readonly ownerEmailConfirmed: boolean;
}

export interface EnrolmentRequestFacts {
  readonly siteId: string;
  readonly testId: string;
  readonly variantId: string;
  readonly visitorId: string;
  readonly device: number;
  /**
   * The client's network as a pseudonym (one key per IPv4 address or IPv6 /64, never the address): what limits and
   * checks on where visitors come from count by. Absent for enrolments that came through no HTTP request.
   */
  readonly network?: string;
}

export type EnrolmentDecision =
  | { readonly kind: 'charge' }
  | { readonly kind: 'returning' }
  | { readonly kind: 'refuse'; readonly reason: NotLiveReason }
  /** The test is live, but this visit is not one to charge or count (answered `refused`). */
  | { readonly kind: 'refuse_visit'; readonly reason: RefusalReason }
  | { readonly kind: 'unknown' };

/**
 * How far back the new visitors a network brought are counted: the hour up to now, sliding, so that no moment
 * (such as the turn of a clock hour) lets a network bring the limit twice over in a short while.
 */
export const networkWindowMs = 60 * 60 * 1000;

/** The start of the window new visitors of a network are counted in (exclusive): an hour before `now`. */
export function networkWindowStart(now: Date): Date {
  return new Date(now.getTime() - networkWindowMs);
}

export interface EnrolmentPolicy {
  /**
   * New visitors one client network may bring in the last hour, in all owners' tests together; null: no limit. One
   * client sending many visitor ids (a script, a forged header) would otherwise charge one new session per id.
   */
  readonly newVisitorsPerNetworkPerHour: number | null;
}

type Liveness = Pick<
  EnrolmentTarget,
  'active' | 'startDate' | 'endDate' | 'maxCases' | 'sessionsCount' | 'ownerEmailConfirmed'
>;

/**
 * Why a test takes no new visitors at `now`, or null when it is live (ARCHITECTURE.md §4): switched off, before its
 * start or after its end, at its session cap, its owner's email address not yet confirmed (an account anyone can
 * make for any address spends no sessions until its owner proves they read it), or its owner out of sessions
 * (every test of theirs pauses).
 */
export function whyNotLive(test: Liveness, ownerBalance: number, now: Date): NotLiveReason | null {
  if (!test.active) return 'inactive';
  if (now < test.startDate) return 'not_started';
  if (now >= test.endDate) return 'ended';
  if (test.sessionsCount >= test.maxCases) return 'full';
  if (!test.ownerEmailConfirmed) return 'email_unconfirmed';
  if (ownerBalance <= 0) return 'out_of_sessions';
  return null;
}

export function enrolmentKey(testId: string, visitorId: string): string {
  return `${testId}:${visitorId}`;
}

export interface EnrolmentState {
  readonly targets: ReadonlyMap<string, EnrolmentTarget>;
  readonly balances: ReadonlyMap<string, number>;
  /** Keys (enrolmentKey) of visitors already in their test. */
  readonly enrolled: ReadonlySet<string>;
  /**
   * New visitors charged per network (pseudonym) within the window (networkWindowStart), read while no other batch
   * can charge those networks; a network with none may be absent.
   */
  readonly newVisitorsByNetwork: ReadonlyMap<string, number>;
  /**
   * Sessions charged today (budget-day.ts) per website with a daily session budget, read while no other batch can
   * charge those websites; websites without a budget are absent.
   */
  readonly sessionsTodayByWebsite: ReadonlyMap<string, number>;
}

/**
 * The variant the script shows this visitor in this test: the one their id picks by the shares, as the script picks
 * it (web/track/choose-variants.ts). Null for a test without variants.
 */
export function assignedVariantId(
  target: Pick<EnrolmentTarget, 'testId' | 'variants'>,
  visitorId: string,
): string | null {
  const index = pickVariant(
    assignmentPoint(visitorId, target.testId),
    target.variants.map((variant) => variant.share),
  );
  return target.variants[index]?.id ?? null;
}

/**
 * Decides a batch of enrolments in order against the locked state: the first enrolment of a visitor in a live test
 * is charged one session, a visitor already in the test costs nothing, and a charge never takes a balance below zero,
 * a test past its cap, a website past its daily session budget, or a network past its new visitors for the hour
 * (counting those the batch charged). Enrolments
 * that name no network (none came through an HTTP request) are not limited. A new visitor must come in the variant
 * their id picks: the assignment is the server's to check, not the client's to choose, or a client could fill one
 * variant with visitors of its choosing and forge a winner. A visitor already in the test is free whatever variant
 * they name, as their session stays in the one they entered. Works on copies, so the caller's state is untouched.
 */
export function decideEnrolments(
  requests: readonly EnrolmentRequestFacts[],
  state: EnrolmentState,
  now: Date,
  policy: EnrolmentPolicy,
): EnrolmentDecision[] {
  const balances = new Map(state.balances);
  const counts = new Map<string, number>();
  const enrolled = new Set(state.enrolled);
  const newVisitors = new Map(state.newVisitorsByNetwork);
  const today = new Map(state.sessionsTodayByWebsite);
  return requests.map((request) => {
    const target = state.targets.get(request.testId);
    if (target === undefined || target.websiteId !== request.siteId || !hasVariant(target, request.variantId)) {
      return { kind: 'unknown' };
    }
    const key = enrolmentKey(request.testId, request.visitorId);
    if (enrolled.has(key)) return { kind: 'returning' };
    if (assignedVariantId(target, request.visitorId) !== request.variantId)
      return { kind: 'refuse_visit', reason: 'variant' };
    const sessionsCount = counts.get(target.testId) ?? target.sessionsCount;
    const balance = balances.get(target.ownerId) ?? 0;
    const reason = whyNotLive({ ...target, sessionsCount }, balance, now);
    if (reason !== null) return { kind: 'refuse', reason };
    if (target.devices.length > 0 && !target.devices.includes(request.device)) {
      return { kind: 'refuse', reason: 'other_device' };
    }
    const chargedToday = today.get(target.websiteId) ?? 0;
    if (target.dailySessionBudget !== null && chargedToday >= target.dailySessionBudget) {
      return { kind: 'refuse', reason: 'daily_budget' };
    }
    if (networkIsFull(request.network, newVisitors, policy)) return { kind: 'refuse_visit', reason: 'network_limit' };
    if (target.dailySessionBudget !== null) today.set(target.websiteId, chargedToday + 1);
    balances.set(target.ownerId, balance - 1);
    counts.set(target.testId, sessionsCount + 1);
    enrolled.add(key);
    if (request.network !== undefined) newVisitors.set(request.network, (newVisitors.get(request.network) ?? 0) + 1);
    return { kind: 'charge' };
  });
}

/** Whether a network brought as many new visitors this hour as the policy allows (never for no network). */
function networkIsFull(
  network: string | undefined,
  newVisitors: ReadonlyMap<string, number>,
  policy: EnrolmentPolicy,
): boolean {
  if (network === undefined || policy.newVisitorsPerNetworkPerHour === null) return false;
  return (newVisitors.get(network) ?? 0) >= policy.newVisitorsPerNetworkPerHour;
}

function hasVariant(target: EnrolmentTarget, variantId: string): boolean {
  return target.variants.some((variant) => variant.id === variantId);
}
