import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect, useTestDatabase } from '../../support/test-database';

/** Resolves once `check` holds, asking every 10 ms; fails after 5 s. */
async function eventually(check: () => boolean): Promise<void> {
  const until = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > until) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('hearing notifications from the database', () => {
  const testDb = useTestDatabase();

  function listening() {
    const heard: string[] = [];
    const events: string[] = [];
    const handler = {
      onNotification: (payload: string) => heard.push(payload),
      onResumed: () => events.push('resumed'),
      onLost: () => events.push('lost'),
    };
    return { heard, events, handler };
  }

  it('hears what a transaction notifies once it commits, and nothing of one rolled back', async () => {
    const { database } = testDb();
    const { heard, handler } = listening();
    const stop = await database.listen('tracking_config', handler);
    try {
      await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_notify('tracking_config', 'rolled back')`.execute(trx);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await database.db.transaction().execute(async (trx) => {
        await sql`select pg_notify('tracking_config', 'site-1')`.execute(trx);
        await sql`select pg_notify('other_channel', 'site-2')`.execute(trx);
      });
      await eventually(() => heard.length > 0);
      expect(heard).toEqual(['site-1']);
    } finally {
      await stop();
    }
  });

  // PGlite has no connection to lose: it is the process itself.
  it.skipIf(testDialect() !== 'postgres')('listens again after its connection is cut, and says so', async () => {
    const { database } = testDb();
    const { heard, events, handler } = listening();
    const stop = await database.listen('tracking_config', handler);
    try {
      await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`.execute(database.db);
      await eventually(() => events.includes('resumed'));
      expect(events[0]).toBe('lost');

      await sql`select pg_notify('tracking_config', 'after')`.execute(database.db);
      await eventually(() => heard.includes('after'));
    } finally {
      await stop();
    }
  });
});
