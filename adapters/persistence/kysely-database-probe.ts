import { sql, type Kysely } from 'kysely';
import type { DatabaseProbe } from '../../application/ports/database-probe';
import type { DatabaseSchema } from './database-schema';

/** A `select 1` with a deadline, so that a hung database makes /healthz say "down" instead of hanging too. */
export class KyselyDatabaseProbe implements DatabaseProbe {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly timeoutMs = 2000,
  ) {}

  async isReachable(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const probe = sql`select 1`.execute(this.db).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
