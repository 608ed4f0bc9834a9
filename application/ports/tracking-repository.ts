import type { UserId } from '../../domain/shared/ids';
import type { EnrolmentTarget } from '../../domain/sessions/enrolment';
import type { RawEventDay } from '../../domain/tracking/raw-event-days';
import type { SessionSummary } from '../../domain/tracking/session-summary';
import type { TrackerEvent } from '../../domain/tracking/tracking-protocol';
import type { GoalRollupDelta } from '../../domain/tracking/goal-rollup';
import type { RollupChange } from '../../domain/tracking/variant-rollup';

export interface NewTrackingSession {
  readonly id: string;
  readonly ownerId: string;
  readonly testId: string;
  readonly variantId: string;
  readonly visitorId: string;
  readonly device: number;
  readonly startedAt: Date;
  /** The enrolment's network pseudonym (EnrolmentRequestFacts.network), when known. */
  readonly network?: string;
}

export interface TrackedSession {
  readonly id: string;
  readonly websiteId: string;
  readonly testId: string;
  readonly variantId: string;
  readonly visitorId: string;
  readonly summary: SessionSummary;
}

export interface VariantRollupChange {
  readonly testId: string;
  readonly variantId: string;
  readonly change: RollupChange;
}

/** A test of a website that measures a conversion goal and can still count it (between its dates, not stopped). */
export interface ConversionTarget {
  readonly websiteId: string;
  readonly testId: string;
  readonly goalId: number;
  readonly revenue: boolean;
  /** The website's maximum order value, which each revenue event counts at most; null: none. */
  readonly maxOrderValue: number | null;
}

/** A visitor's value on a goal in one test session: 1 once converted on a binary goal, the revenue so far. */
export interface SessionGoalValue {
  readonly sessionId: string;
  readonly goalId: number;
  readonly value: number;
}

export interface VariantGoalChange {
  readonly testId: string;
  readonly variantId: string;
  readonly goalId: number;
  readonly deltas: readonly GoalRollupDelta[];
}

/** Test sessions, their raw events and the per-variant rollups; every method runs in the caller's transaction. */
export interface TrackingRepository {
  /** Each of these tests' owner, by test id (unknown ids are left out). */
  ownersOf(testIds: readonly string[]): Promise<Map<string, UserId>>;
  /** The tests (with their variants and devices), locked until the transaction ends; unknown ids are left out. */
  lockEnrolmentTargets(testIds: readonly string[]): Promise<Map<string, EnrolmentTarget>>;
  /** Which of these (test, visitor) pairs are in their test already, as enrolmentKey()s. */
  enrolledAlready(pairs: readonly { testId: string; visitorId: string }[]): Promise<Set<string>>;
  /**
   * Holds these client networks (pseudonyms) until the transaction ends, so that no other batch, in any process,
   * charges a new visitor of theirs meanwhile; then counts the sessions each started after `since` (networks with none
   * are left out). The last locks a batch takes, after its balances and tests.
   */
  lockNetworkNewVisitors(networks: readonly string[], since: Date): Promise<Map<string, number>>;
  /**
   * Holds the day's budget rows of these websites (those with a daily session budget) until the transaction ends, so
   * that no other batch charges them meanwhile, and gives the sessions each was charged on `day` (the UTC day that
   * began at `dayStart`), starting a row from the day's sessions when there is none. The last locks a batch takes.
   */
  lockBudgetDays(websiteIds: readonly string[], day: string, dayStart: Date): Promise<Map<string, number>>;
  /** Adds the sessions a batch charged to its websites' rows of `day` (locked by lockBudgetDays). */
  addToBudgetDays(charged: ReadonlyMap<string, number>, day: string): Promise<void>;
  /**
   * Stores new sessions, adds them to their tests' session counts and adds these changes (theirs) to the variants'
   * rollups, all at once.
   */
  startSessions(sessions: readonly NewTrackingSession[], rollups: readonly VariantRollupChange[]): Promise<void>;
  /** The sessions of these (test, visitor) pairs, locked until the transaction ends, by enrolmentKey(). */
  lockSessions(pairs: readonly { testId: string; visitorId: string }[]): Promise<Map<string, TrackedSession>>;
  saveSummaries(updates: readonly { sessionId: string; summary: SessionSummary; at: Date }[]): Promise<void>;
  storeRawEvents(rows: readonly { sessionId: string; events: readonly TrackerEvent[]; at: Date }[]): Promise<void>;
  /** Adds the changes to their variants' rollups, those of the same variant added up first. */
  addToRollups(changes: readonly VariantRollupChange[]): Promise<void>;
  /** The tests of these websites that can count a conversion on these goals now. */
  conversionTargets(websiteIds: readonly string[], goalIds: readonly number[], now: Date): Promise<ConversionTarget[]>;
  /**
   * The values of these (session, goal) pairs that have one. Read, not locked: the caller holds the sessions' locks
   * (lockSessions), which keep their goal values from moving.
   */
  sessionGoalValues(keys: readonly { sessionId: string; goalId: number }[]): Promise<SessionGoalValue[]>;
  saveSessionGoals(values: readonly SessionGoalValue[]): Promise<void>;
  /** Adds the changes to their variants' goal rollups, those of the same row added up first. */
  addToGoalRollups(changes: readonly VariantGoalChange[]): Promise<void>;
  /**
   * Gives each of these days a place of its own for its raw events, so that letting the day go later is one cheap
   * step; days that have one already are left as they are. Batches of a day without one are kept all the same.
   */
  prepareRawEventDays(days: readonly RawEventDay[]): Promise<void>;
  /**
   * Forgets the raw events of every day before `firstKept`; summaries and rollups stay. Returns how many batches
   * went.
   */
  dropRawEventDaysBefore(firstKept: RawEventDay): Promise<number>;
}
