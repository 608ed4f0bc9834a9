import type { UserId } from '../../domain/shared/ids';
import type { EnrolmentTarget } from '../../domain/sessions/enrolment';
import type { SessionSummary } from '../../domain/tracking/session-summary';
import type { TrackerEvent } from '../../domain/tracking/tracking-protocol';
import type { RollupChange } from '../../domain/tracking/variant-rollup';

export interface NewTrackingSession {
  readonly id: string;
  readonly ownerId: string;
  readonly testId: string;
  readonly variantId: string;
  readonly visitorId: string;
  readonly device: number;
  readonly startedAt: Date;
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

/** Test sessions, their raw events and the per-variant rollups; every method runs in the caller's transaction. */
export interface TrackingRepository {
  /** The owners of these tests (unknown ids are left out). */
  ownersOf(testIds: readonly string[]): Promise<UserId[]>;
  /** The tests (with their variants and devices), locked until the transaction ends; unknown ids are left out. */
  lockEnrolmentTargets(testIds: readonly string[]): Promise<Map<string, EnrolmentTarget>>;
  /** Which of these (test, visitor) pairs are in their test already, as enrolmentKey()s. */
  enrolledAlready(pairs: readonly { testId: string; visitorId: string }[]): Promise<Set<string>>;
  /** Stores new sessions and adds them to their tests' session counts. */
  startSessions(sessions: readonly NewTrackingSession[]): Promise<void>;
  /** The sessions of these (test, visitor) pairs, locked until the transaction ends, by enrolmentKey(). */
  lockSessions(pairs: readonly { testId: string; visitorId: string }[]): Promise<Map<string, TrackedSession>>;
  saveSummaries(updates: readonly { sessionId: string; summary: SessionSummary; at: Date }[]): Promise<void>;
  storeRawEvents(rows: readonly { sessionId: string; events: readonly TrackerEvent[]; at: Date }[]): Promise<void>;
  /** Adds the changes to their variants' rollups, those of the same variant added up first. */
  addToRollups(changes: readonly VariantRollupChange[]): Promise<void>;
  /** Forgets raw events received before `cutoff`; summaries and rollups stay. Returns how many batches went. */
  deleteEventsBefore(cutoff: Date): Promise<number>;
}
