import type { Test } from '../../domain/ab-tests/test';
import type { TargetDevice } from '../../domain/ab-tests/target-device';
import type { TestId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { TestView } from '../workspace/ab-tests/test-view';
import type { PagedList, Paging } from '../paging';

export interface TestRepository {
  list(userId: UserId, websiteId: WebsiteId | null, paging: Paging): Promise<PagedList<TestView>>;
  find(userId: UserId, id: TestId): Promise<TestView | null>;
  insert(test: Test): Promise<void>;
  /**
   * Locks the owner's test for the rest of the transaction, so changes to its variants queue instead of racing
   * (their shares must keep adding up to 100). False when the owner has no such test.
   */
  lockForChange(userId: UserId, id: TestId): Promise<boolean>;
  /** Replaces the devices; false when the owner has no such test. */
  setTargetDevices(userId: UserId, id: TestId, devices: readonly TargetDevice[], at: Date): Promise<boolean>;
  setActive(userId: UserId, id: TestId, active: boolean, at: Date): Promise<boolean>;
  /** Forgets what the test collected (its session count; sessions and events once recorded). */
  resetCollectedData(userId: UserId, id: TestId, at: Date): Promise<boolean>;
  delete(userId: UserId, id: TestId): Promise<boolean>;
  /** Lowers maxCases to `cap` on the owner's tests that are not over at `now`; returns how many changed. */
  capMaxCases(userId: UserId, cap: number, now: Date): Promise<number>;
}
