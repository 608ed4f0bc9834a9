import type { TestId, UserId } from '../../domain/shared/ids';
import type { VerdictKey } from '../../domain/statistics/verdict-change';

export interface WatchedTest {
  readonly userId: UserId;
  readonly testId: TestId;
}

/** Each watched test's verdict as last seen, so that a change is told once. */
export interface DecisionLog {
  /**
   * The tests whose verdict may change: active, neither stopped nor shipped, started, with sessions, and not ended more
   * than a week ago; of `ids` only when given (ids as tracking has them: unknown ones are left out).
   */
  testsToWatch(now: Date, ids: readonly string[] | null): Promise<WatchedTest[]>;
  /**
   * Records `verdict` as the test's, unless it already is: true when it changed (or was never recorded), so that of
   * two processes recording the same change at once, one is told it changed.
   */
  recordVerdict(testId: TestId, verdict: VerdictKey, at: Date): Promise<boolean>;
}
