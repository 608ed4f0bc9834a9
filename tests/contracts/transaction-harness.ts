import type { Repositories } from '../../application/ports/unit-of-work';

/**
 * How a contract reaches repositories that only work inside a transaction (the Kysely credit ledger locks a row):
 * the shape of UnitOfWork.run, so a real unit of work, or the in-memory one, serves as a harness unchanged.
 */
export interface TransactionHarness {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
