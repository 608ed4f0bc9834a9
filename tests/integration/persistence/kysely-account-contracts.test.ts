import { JoseAccessTokens } from '../../../adapters/auth/jose-access-tokens';
import { KyselyRateLimiter } from '../../../adapters/persistence/kysely-rate-limiter';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { KyselyUserRepository } from '../../../adapters/persistence/kysely-user-repository';
import { accessTokensContract } from '../../contracts/access-tokens.contract';
import { apiKeyRepositoryContract } from '../../contracts/api-key-repository.contract';
import { creditLedgerContract } from '../../contracts/credit-ledger.contract';
import { passwordResetRepositoryContract } from '../../contracts/password-reset-repository.contract';
import { rateLimiterContract } from '../../contracts/rate-limiter.contract';
import { unitOfWorkContract } from '../../contracts/unit-of-work.contract';
import { userRepositoryContract } from '../../contracts/user-repository.contract';
import { useTestDatabase } from '../../support/test-database';

// The same contracts the in-memory fakes pass (tests/unit/accounts), against the real adapters and database.
const testDb = useTestDatabase();
const unitOfWork = () => new KyselyUnitOfWork(testDb().database.db);

userRepositoryContract('Kysely', () => new KyselyUserRepository(testDb().database.db));
creditLedgerContract('Kysely', unitOfWork);
passwordResetRepositoryContract('Kysely', unitOfWork);
apiKeyRepositoryContract('Kysely', unitOfWork);
unitOfWorkContract('Kysely', unitOfWork);
rateLimiterContract('Kysely', () => new KyselyRateLimiter(testDb().database.db));
accessTokensContract('jose', () => new JoseAccessTokens('contract-test-signing-secret-0123456789'));
