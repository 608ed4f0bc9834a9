import type { Kysely } from 'kysely';
import type { Repositories, UnitOfWork } from '../../application/ports/unit-of-work';
import type { DatabaseSchema } from './database-schema';
import { KyselyApiKeyRepository } from './kysely-api-key-repository';
import { KyselyCreditLedger } from './kysely-credit-ledger';
import { KyselyExperimentRepository } from './kysely-experiment-repository';
import { KyselyPageRepository } from './kysely-page-repository';
import { KyselyTrackingRepository } from './kysely-tracking-repository';
import { KyselyVariantRepository } from './kysely-variant-repository';
import { KyselyWebsiteRepository } from './kysely-website-repository';
import { KyselyPasswordResetRepository } from './kysely-password-reset-repository';
import { KyselyUserRepository } from './kysely-user-repository';

export class KyselyUnitOfWork implements UnitOfWork {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) =>
      work({
        users: new KyselyUserRepository(trx),
        credits: new KyselyCreditLedger(trx),
        passwordResets: new KyselyPasswordResetRepository(trx),
        apiKeys: new KyselyApiKeyRepository(trx),
        websites: new KyselyWebsiteRepository(trx),
        pages: new KyselyPageRepository(trx),
        experiments: new KyselyExperimentRepository(trx),
        variants: new KyselyVariantRepository(trx),
        tracking: new KyselyTrackingRepository(trx),
      }),
    );
  }
}
