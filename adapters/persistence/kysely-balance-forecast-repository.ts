import type { ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type {
  BalanceForecastRepository,
  OwnerForecastFacts,
} from '../../application/ports/balance-forecast-repository';
import type { ForecastFacts } from '../../domain/sessions/balance-forecast';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

interface FactsRow {
  readonly test_sessions_remaining: number;
  readonly spent: string | number | bigint | null;
  readonly first_charged_at: Date | string | null;
  readonly has_running_test: SqlBool;
}

/**
 * The usage is the owner's session charges in the ledger since the window began (its (user_id, created_at) index),
 * a test "running" is one the enrolment rules would let a visitor into but for the balance (whyNotLive): active,
 * started, not ended, below its cap. The warning's mark is one column on the user, set by a conditional update.
 */
export class KyselyBalanceForecastRepository implements BalanceForecastRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async factsOf(userId: UserId, since: Date, now: Date): Promise<ForecastFacts | null> {
    if (!isUuid(userId)) return null;
    const row = await this.withFacts(since, now).where('users.id', '=', userId).executeTakeFirst();
    return row === undefined ? null : toFacts(row);
  }

  async ownersToCheck(
    since: Date,
    now: Date,
    afterId: UserId | null,
    limit: number,
  ): Promise<readonly OwnerForecastFacts[]> {
    const rows = await this.withFacts(since, now)
      .where('users.low_balance_warned_at', 'is', null)
      .where('users.test_sessions_remaining', '>', 0)
      .where((eb) => runningTestOf(eb, now))
      .$if(afterId !== null, (query) => query.where('users.id', '>', afterId ?? ''))
      .orderBy('users.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...toFacts(row), userId: row.id as UserId, email: row.email }));
  }

  async markWarned(userId: UserId, balance: number, at: Date): Promise<boolean> {
    // Of concurrent updates of the row, the later ones wait for the first and then find the mark set: one winner.
    const marked = await this.db
      .updateTable('users')
      .set({ low_balance_warned_at: at })
      .where('id', '=', userId)
      .where('low_balance_warned_at', 'is', null)
      .where('test_sessions_remaining', '>', 0)
      .where('test_sessions_remaining', '<=', balance)
      .returning('id')
      .executeTakeFirst();
    return marked !== undefined;
  }

  async unmarkWarned(userId: UserId, at: Date): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ low_balance_warned_at: null })
      .where('id', '=', userId)
      .where('low_balance_warned_at', '=', at)
      .execute();
  }

  /** Each user with their balance, their charges since `since` (one aggregate per user) and a running test. */
  private withFacts(since: Date, now: Date) {
    return this.db
      .selectFrom('users')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('credit_ledger')
            .select((inner) => [
              inner.fn.sum<string | number | bigint | null>('credit_ledger.amount').as('spent'),
              inner.fn.min('credit_ledger.created_at').as('first_charged_at'),
            ])
            .whereRef('credit_ledger.user_id', '=', 'users.id')
            .where('credit_ledger.reason', '=', 'session_usage')
            .where('credit_ledger.created_at', '>=', since)
            .as('usage'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'users.id',
        'users.email',
        'users.test_sessions_remaining',
        'usage.spent',
        'usage.first_charged_at',
        runningTestOf(eb, now).as('has_running_test'),
      ]);
  }
}

function runningTestOf(eb: ExpressionBuilder<DatabaseSchema, 'users'>, now: Date) {
  return eb.exists(
    eb
      .selectFrom('tests')
      .select('tests.id')
      .whereRef('tests.user_id', '=', 'users.id')
      .where('tests.active', '=', true)
      .where('tests.start_date', '<=', now)
      .where('tests.end_date', '>', now)
      .whereRef('tests.test_sessions_count', '<', 'tests.max_cases'),
  );
}

function toFacts(row: FactsRow): ForecastFacts {
  return {
    balance: row.test_sessions_remaining,
    // Each charge is a negative entry of one session.
    usage: {
      sessions: -Number(row.spent ?? 0),
      firstChargedAt: row.first_charged_at === null ? null : new Date(row.first_charged_at),
    },
    hasRunningTest: Boolean(row.has_running_test),
  };
}
