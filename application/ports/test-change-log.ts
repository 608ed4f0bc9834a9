import type { TestChange } from '../../domain/ab-tests/test-change';
import type { TestId, UserId } from '../../domain/shared/ids';

/** The moments running tests' results changed meaning (their goal, devices or a variant's code), append-only. */
export interface TestChangeLog {
  record(change: TestChange): Promise<void>;
  /** The changes of the owner's tests among `testIds`, oldest first; another owner's tests give none. */
  listForTests(userId: UserId, testIds: readonly TestId[]): Promise<readonly TestChange[]>;
}
