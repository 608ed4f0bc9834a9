import type { UserId } from '../../domain/shared/ids';
import { topUpAmount, topUpReference, type TopUpMonth } from '../../domain/top-ups/monthly-top-up';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { UnitOfWork } from '../ports/unit-of-work';

export interface TopUpCounts {
  readonly accountsChecked: number;
  readonly accountsToppedUp: number;
  readonly sessionsAdded: number;
}

/** After each account: the counts so far, and how many accounts were below the level when the run began. */
export interface TopUpProgress extends TopUpCounts {
  readonly accountsTotal: number;
}

export interface TopUpReport extends TopUpCounts {
  readonly month: TopUpMonth;
  readonly level: number;
  readonly dryRun: boolean;
}

export type TopUpAccounts = (input: {
  readonly month: TopUpMonth;
  readonly dryRun: boolean;
  readonly onProgress?: (progress: TopUpProgress) => void;
}) => Promise<TopUpReport>;

/**
 * The monthly free top-up (SPEC §1, ARCHITECTURE.md §4): every account below the level gains the difference, once
 * a month. Each account is topped up in its own transaction, its balance locked while the amount is worked out, and
 * the ledger refuses a second top-up for the same month, so running it again (or on two servers at once) adds
 * nothing. Tests paused at zero resume by themselves, since pausing follows the balance.
 */
export function makeTopUpAccounts(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly level: number;
  readonly batchSize?: number;
}): TopUpAccounts {
  const batchSize = deps.batchSize ?? 500;
  return async ({ month, dryRun, onProgress }) => {
    let progress: TopUpCounts = { accountsChecked: 0, accountsToppedUp: 0, sessionsAdded: 0 };
    const accountsTotal = await deps.uow.run(({ users }) => users.countWithBalanceBelow(deps.level));
    let after: UserId | null = null;
    for (;;) {
      const from: UserId | null = after;
      const batch: readonly UserId[] = await deps.uow.run(({ users }) =>
        users.idsWithBalanceBelow(deps.level, from, batchSize),
      );
      if (batch.length === 0) break;
      for (const userId of batch) {
        const added = await topUpOne(userId, month, dryRun);
        progress = {
          accountsChecked: progress.accountsChecked + 1,
          accountsToppedUp: progress.accountsToppedUp + (added > 0 ? 1 : 0),
          sessionsAdded: progress.sessionsAdded + added,
        };
        // Accounts that fell below the level since the count are checked too: the total never reads less.
        onProgress?.({ ...progress, accountsTotal: Math.max(accountsTotal, progress.accountsChecked) });
      }
      after = batch.at(-1) ?? null;
    }
    return { ...progress, month, level: deps.level, dryRun };
  };

  /** The sessions one account gains (0 when it needs none or had this month's top-up already). */
  function topUpOne(userId: UserId, month: TopUpMonth, dryRun: boolean): Promise<number> {
    const reference = topUpReference(month, userId);
    return deps.uow.run(async ({ credits }) => {
      if (await credits.isRecorded('monthly_topup', reference)) return 0;
      const balance = await credits.lockBalance(userId);
      const amount = balance === null ? 0 : topUpAmount(balance, deps.level);
      if (amount === 0 || dryRun) return amount;
      const recorded = await credits.record({
        id: deps.ids.next(),
        userId,
        reason: 'monthly_topup',
        reference,
        amount,
        createdAt: deps.clock.now(),
      });
      return recorded === null ? 0 : amount;
    });
  }
}
