import type { Test } from '../../domain/ab-tests/test';
import type { TargetDevice } from '../../domain/ab-tests/target-device';
import type { TestId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { TestView } from '../workspace/ab-tests/test-view';

export interface TestRepository {
  /** All the owner's tests (of one website when given), most recently changed first: an owner has tens, not millions. */
  listAll(userId: UserId, websiteId: WebsiteId | null): Promise<TestView[]>;
  find(userId: UserId, id: TestId): Promise<TestView | null>;
  insert(test: Test): Promise<void>;
  /**
   * Locks the owner's test for the rest of the transaction, so changes to its variants queue instead of racing
   * (their shares must keep adding up to 100). False when the owner has no such test.
   */
  lockForChange(userId: UserId, id: TestId): Promise<boolean>;
  /**
   * Writes the details an owner edits (name, description, goal, dates, cap, devices) and lastModified; the test is
   * theirs and exists (it was read in the same transaction).
   */
  saveDetails(test: Test): Promise<void>;
  /** Replaces the devices; false when the owner has no such test. */
  setTargetDevices(userId: UserId, id: TestId, devices: readonly TargetDevice[], at: Date): Promise<boolean>;
  /** Starting a test also clears an earlier stop and shipped winner. */
  setActive(userId: UserId, id: TestId, active: boolean, at: Date): Promise<boolean>;
  /** The owner stopped the test: it takes no more visitors. */
  stop(userId: UserId, id: TestId, at: Date): Promise<boolean>;
  /** Serves `variantId` to every visitor, untested (null takes it back); the test stays stopped. */
  ship(userId: UserId, id: TestId, variantId: string | null, at: Date): Promise<boolean>;
  /** Forgets what the test collected (its session count; sessions and events once recorded). */
  resetCollectedData(userId: UserId, id: TestId, at: Date): Promise<boolean>;
  delete(userId: UserId, id: TestId): Promise<boolean>;
  /** Lowers maxCases to `cap` on the owner's tests that are not over at `now`; returns how many changed. */
  capMaxCases(userId: UserId, cap: number, now: Date): Promise<number>;
}
