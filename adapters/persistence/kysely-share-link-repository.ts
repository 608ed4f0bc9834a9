import type { Kysely } from 'kysely';
import type { ShareLink, ShareLinkRepository } from '../../application/ports/share-link-repository';
import type { ShareLinkId, TestId, UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

export class KyselyShareLinkRepository implements ShareLinkRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async inForce(userId: UserId, testId: TestId): Promise<ShareLink | null> {
    if (!isUuid(testId)) return null;
    const row = await this.db
      .selectFrom('test_share_links as l')
      .innerJoin('tests as t', 't.id', 'l.test_id')
      .select(['l.id', 'l.test_id', 'l.created_at'])
      .where('t.user_id', '=', userId)
      .where('l.test_id', '=', testId)
      .where('l.revoked_at', 'is', null)
      .executeTakeFirst();
    return row === undefined
      ? null
      : { id: row.id as ShareLinkId, testId: row.test_id as TestId, createdAt: row.created_at };
  }

  async replace(link: ShareLink, tokenHash: string): Promise<void> {
    await this.db
      .updateTable('test_share_links')
      .set({ revoked_at: link.createdAt })
      .where('test_id', '=', link.testId)
      .where('revoked_at', 'is', null)
      .execute();
    await this.db
      .insertInto('test_share_links')
      .values({ id: link.id, test_id: link.testId, token_hash: tokenHash, created_at: link.createdAt })
      .execute();
  }

  async revoke(userId: UserId, testId: TestId, at: Date): Promise<boolean> {
    if (!isUuid(testId)) return false;
    const result = await this.db
      .updateTable('test_share_links')
      .set({ revoked_at: at })
      .where('test_id', '=', testId)
      .where('revoked_at', 'is', null)
      .where('test_id', 'in', (eb) => eb.selectFrom('tests').select('id').where('user_id', '=', userId))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async opens(tokenHash: string): Promise<{ readonly userId: UserId; readonly testId: TestId } | null> {
    const row = await this.db
      .selectFrom('test_share_links as l')
      .innerJoin('tests as t', 't.id', 'l.test_id')
      .select(['t.user_id', 'l.test_id'])
      .where('l.token_hash', '=', tokenHash)
      .where('l.revoked_at', 'is', null)
      .executeTakeFirst();
    return row === undefined ? null : { userId: row.user_id as UserId, testId: row.test_id as TestId };
  }
}
