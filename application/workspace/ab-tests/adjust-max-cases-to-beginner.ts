import type { Viewer } from '../../../domain/accounts/viewer';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';

export type AdjustMaxCasesToBeginner = (viewer: Viewer) => Promise<number>;

/**
 * Lowers maxCases to the beginner cap on the owner's unfinished tests (end date ahead, cap not reached) where it is
 * higher, and returns how many changed (ARCHITECTURE.md §4).
 */
export function makeAdjustMaxCasesToBeginner(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly beginnerCap: number;
}): AdjustMaxCasesToBeginner {
  return (viewer) => deps.uow.run(({ tests }) => tests.capMaxCases(viewer.userId, deps.beginnerCap, deps.clock.now()));
}
