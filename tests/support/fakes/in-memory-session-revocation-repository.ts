import type {
  SessionRevocationRepository,
  StoredRevocation,
} from '../../../application/ports/session-revocation-repository';
import type { SessionRevocation } from '../../../domain/accounts/session-revocation';
import type { InMemoryAccountsStore } from './in-memory-accounts-store';

/** Positions are 1, 2, ... in the order written, like the table's identity column; forgotten rows keep theirs. */
export class InMemorySessionRevocationRepository implements SessionRevocationRepository {
  constructor(private readonly store: InMemoryAccountsStore) {}

  async add(revocation: SessionRevocation): Promise<void> {
    this.store.sessionRevocations.push(revocation);
  }

  async after(position: number, now: Date): Promise<readonly StoredRevocation[]> {
    return this.store.sessionRevocations
      .map((revocation, index) => ({ position: index + 1, revocation }))
      .filter((row) => row.position > position && row.revocation.expiresAt > now);
  }

  async forgetExpired(): Promise<number> {
    return 0;
  }
}
