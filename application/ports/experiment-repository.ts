import type { Experiment } from '../../domain/experiments/experiment';
import type { TargetDevice } from '../../domain/experiments/target-device';
import type { ExperimentId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { ExperimentView } from '../experiments/experiment-view';
import type { PagedList, Paging } from '../paging';

export interface ExperimentRepository {
  list(userId: UserId, websiteId: WebsiteId | null, paging: Paging): Promise<PagedList<ExperimentView>>;
  find(userId: UserId, id: ExperimentId): Promise<ExperimentView | null>;
  insert(experiment: Experiment): Promise<void>;
  /**
   * Locks the owner's test for the rest of the transaction, so changes to its variants queue instead of racing
   * (their shares must keep adding up to 100). False when the owner has no such test.
   */
  lockForChange(userId: UserId, id: ExperimentId): Promise<boolean>;
  /** Replaces the devices; false when the owner has no such test. */
  setTargetDevices(userId: UserId, id: ExperimentId, devices: readonly TargetDevice[], at: Date): Promise<boolean>;
  setActive(userId: UserId, id: ExperimentId, active: boolean, at: Date): Promise<boolean>;
  /** Forgets what the test collected (its session count; sessions and events once recorded). */
  resetCollectedData(userId: UserId, id: ExperimentId, at: Date): Promise<boolean>;
  delete(userId: UserId, id: ExperimentId): Promise<boolean>;
  /** Lowers maxCases to `cap` on the owner's tests that are not over at `now`; returns how many changed. */
  capMaxCases(userId: UserId, cap: number, now: Date): Promise<number>;
}
