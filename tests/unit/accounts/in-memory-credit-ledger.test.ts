import { creditLedgerContract } from '../../contracts/credit-ledger.contract';
import { InMemoryUnitOfWork } from '../../support/fakes/in-memory-unit-of-work';

creditLedgerContract('in memory', () => new InMemoryUnitOfWork());
