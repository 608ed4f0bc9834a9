import type { Repositories, UnitOfWork } from '../../../application/ports/unit-of-work';
import { InMemoryAccountsStore } from './in-memory-accounts-store';
import { InMemoryApiKeyRepository } from './in-memory-api-key-repository';
import { InMemoryCreditLedger } from './in-memory-credit-ledger';
import { InMemoryPasswordResetRepository } from './in-memory-password-reset-repository';
import { InMemoryEmailChangeRepository } from './in-memory-email-change-repository';
import { InMemoryEmailConfirmationRepository } from './in-memory-email-confirmation-repository';
import { InMemorySessionRevocationRepository } from './in-memory-session-revocation-repository';
import { InMemorySecondFactorRepository } from './in-memory-second-factor-repository';
import { InMemoryUserRepository } from './in-memory-user-repository';
import { notHeldHere } from './not-held-here';

/**
 * Transactions over an in-memory store: when the work throws, the store goes back to how it was before run(),
 * so a test can check that a failure changed nothing. Runs are queued one after another, so that rolling one back
 * never undoes another's writes (a run inside a run would therefore wait for itself: use cases never nest them).
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private readonly repositories: Repositories;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly store: InMemoryAccountsStore = new InMemoryAccountsStore()) {
    this.repositories = {
      users: new InMemoryUserRepository(store),
      credits: new InMemoryCreditLedger(store),
      passwordResets: new InMemoryPasswordResetRepository(store),
      sessionRevocations: new InMemorySessionRevocationRepository(store),
      emailChanges: new InMemoryEmailChangeRepository(store),
      emailConfirmations: new InMemoryEmailConfirmationRepository(store),
      apiKeys: new InMemoryApiKeyRepository(store),
      secondFactors: new InMemorySecondFactorRepository(),
      websites: notHeldHere('websites'),
      pages: notHeldHere('pages'),
      tests: notHeldHere('tests'),
      conversionGoals: notHeldHere('conversionGoals'),
      testChanges: notHeldHere('testChanges'),
      testPhases: notHeldHere('testPhases'),
      variants: notHeldHere('variants'),
      visualEditorSessions: notHeldHere('visualEditorSessions'),
      tracking: notHeldHere('tracking'),
      ingestLedger: notHeldHere('ingestLedger'),
      checkouts: notHeldHere('checkouts'),
      cardUpdates: notHeldHere('cardUpdates'),
      affiliates: notHeldHere('affiliates'),
      payouts: notHeldHere('payouts'),
      decisions: notHeldHere('decisions'),
      webhooks: notHeldHere('webhooks'),
      shareLinks: notHeldHere('shareLinks'),
    };
  }

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const before = this.store.snapshot();
      try {
        return await work(this.repositories);
      } catch (error) {
        this.store.restore(before);
        throw error;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Queued like a run, so a read never sees another run's writes half done. */
  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.run(work);
  }
}
