import type { UserId } from '../../domain/shared/ids';

/**
 * Told, once a change is committed, that what some tests' results are made of changed, so that results kept in memory
 * (application/results/recent-rollups.ts) are read afresh rather than shown again.
 */
export interface RollupsChanges {
  /** The owner changed something of theirs (a test, its variants or goals, a page, a website): all their tests. */
  ownerChanged(userId: UserId): void;
  /** Sessions or events were counted in these tests (ids as tracking has them: as sent, not yet known to be any). */
  testsCounted(testIds: readonly string[]): void;
}

/** Where nothing is kept in memory to clear (the CLI, a use case under test). */
export const noRollupsKept: RollupsChanges = {
  ownerChanged: () => undefined,
  testsCounted: () => undefined,
};
