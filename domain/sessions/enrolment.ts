import type { NotLiveReason } from '../tracking/tracking-protocol';

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
  readonly variantIds: readonly string[];
  /** Device ids the test runs on; empty: every device. */
  readonly devices: readonly number[];
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
  | { readonly kind: 'unknown' };

type Liveness = Pick<EnrolmentTarget, 'active' | 'startDate' | 'endDate' | 'maxCases' | 'sessionsCount'>;

/**
 * Why a test takes no new visitors at `now`, or null when it is live (ARCHITECTURE.md §4): switched off, before its
 * start or after its end, at its session cap, or its owner out of sessions (every test of theirs pauses).
 */
export function whyNotLive(test: Liveness, ownerBalance: number, now: Date): NotLiveReason | null {
  if (!test.active) return 'inactive';
  if (now < test.startDate) return 'not_started';
  if (now >= test.endDate) return 'ended';
  if (test.sessionsCount >= test.maxCases) return 'full';
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
}

/**
 * Decides a batch of enrolments in order against the locked state: the first enrolment of a visitor in a live test
 * is charged one session, a visitor already in the test costs nothing, and a charge never takes a balance below zero
 * or a test past its cap. Works on copies, so the caller's state is untouched.
 */
export function decideEnrolments(
  requests: readonly EnrolmentRequestFacts[],
  state: EnrolmentState,
  now: Date,
): EnrolmentDecision[] {
  const balances = new Map(state.balances);
  const counts = new Map<string, number>();
  const enrolled = new Set(state.enrolled);
  return requests.map((request) => {
    const target = state.targets.get(request.testId);
    if (target === undefined || target.websiteId !== request.siteId || !target.variantIds.includes(request.variantId)) {
      return { kind: 'unknown' };
    }
    const key = enrolmentKey(request.testId, request.visitorId);
    if (enrolled.has(key)) return { kind: 'returning' };
    const sessionsCount = counts.get(target.testId) ?? target.sessionsCount;
    const balance = balances.get(target.ownerId) ?? 0;
    const reason = whyNotLive({ ...target, sessionsCount }, balance, now);
    if (reason !== null) return { kind: 'refuse', reason };
    if (target.devices.length > 0 && !target.devices.includes(request.device)) {
      return { kind: 'refuse', reason: 'other_device' };
    }
    balances.set(target.ownerId, balance - 1);
    counts.set(target.testId, sessionsCount + 1);
    enrolled.add(key);
    return { kind: 'charge' };
  });
}
