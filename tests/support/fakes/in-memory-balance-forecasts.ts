import type {
  BalanceForecastRepository,
  OwnerForecastFacts,
} from '../../../application/ports/balance-forecast-repository';
import type { ForecastFacts } from '../../../domain/sessions/balance-forecast';
import type { UserId } from '../../../domain/shared/ids';

export interface InMemoryOwner {
  readonly userId: UserId;
  readonly email: string;
  balance: number;
  /** When each session was charged. */
  charges: Date[];
  hasRunningTest: boolean;
  warnedAt: Date | null;
}

/**
 * Owners with their charges and warning mark, held in memory. `credit` stands for the credit ledger, which clears
 * the mark whenever it adds sessions; `spend` for enrolment charging one session a visitor.
 */
export class InMemoryBalanceForecasts implements BalanceForecastRepository {
  readonly owners = new Map<UserId, InMemoryOwner>();

  addOwner(owner: Omit<InMemoryOwner, 'charges' | 'warnedAt'> & { charges?: Date[] }): InMemoryOwner {
    const held: InMemoryOwner = { charges: [], warnedAt: null, ...owner };
    this.owners.set(owner.userId, held);
    return held;
  }

  spend(userId: UserId, sessions: number, at: Date): void {
    const owner = this.require(userId);
    owner.balance -= sessions;
    owner.charges.push(...Array.from({ length: sessions }, () => at));
  }

  credit(userId: UserId, sessions: number): void {
    const owner = this.require(userId);
    owner.balance += sessions;
    owner.warnedAt = null;
  }

  async factsOf(userId: UserId, since: Date): Promise<ForecastFacts | null> {
    const owner = this.owners.get(userId);
    return owner === undefined ? null : factsOf(owner, since);
  }

  async ownersToCheck(
    since: Date,
    _now: Date,
    afterId: UserId | null,
    limit: number,
  ): Promise<readonly OwnerForecastFacts[]> {
    return [...this.owners.values()]
      .filter((o) => o.warnedAt === null && o.balance > 0 && o.hasRunningTest)
      .filter((o) => afterId === null || o.userId > afterId)
      .sort((a, b) => a.userId.localeCompare(b.userId))
      .slice(0, limit)
      .map((o) => ({ ...factsOf(o, since), userId: o.userId, email: o.email }));
  }

  async markWarned(userId: UserId, balance: number, at: Date): Promise<boolean> {
    const owner = this.owners.get(userId);
    if (owner === undefined || owner.warnedAt !== null || owner.balance <= 0 || owner.balance > balance) return false;
    owner.warnedAt = at;
    return true;
  }

  async unmarkWarned(userId: UserId, at: Date): Promise<void> {
    const owner = this.owners.get(userId);
    if (owner?.warnedAt?.getTime() === at.getTime()) owner.warnedAt = null;
  }

  private require(userId: UserId): InMemoryOwner {
    const owner = this.owners.get(userId);
    if (owner === undefined) throw new Error(`no owner ${userId}`);
    return owner;
  }
}

function factsOf(owner: InMemoryOwner, since: Date): ForecastFacts {
  const recent = owner.charges.filter((at) => at >= since).sort((a, b) => a.getTime() - b.getTime());
  return {
    balance: owner.balance,
    usage: { sessions: recent.length, firstChargedAt: recent[0] ?? null },
    hasRunningTest: owner.hasRunningTest,
  };
}
