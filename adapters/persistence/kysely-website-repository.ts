import type { Kysely, Selectable } from 'kysely';
import type { PagedList, Paging } from '../../application/paging';
import type { WebsiteRepository } from '../../application/ports/website-repository';
import type { UserId, WebsiteId } from '../../domain/shared/ids';
import type { Website } from '../../domain/websites/website';
import type { DatabaseSchema, WebsitesTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselyWebsiteRepository implements WebsiteRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async list(userId: UserId, paging: Paging): Promise<PagedList<Website>> {
    const owned = this.db.selectFrom('websites').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      owned
        .selectAll()
        .orderBy('last_modified', 'desc')
        .orderBy('id')
        .limit(paging.limit)
        .offset(paging.skip)
        .execute(),
      owned.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toWebsite), total: Number(count.n) };
  }

  async find(userId: UserId, id: WebsiteId): Promise<Website | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('websites')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toWebsite(row);
  }

  async findMany(userId: UserId, ids: readonly WebsiteId[]): Promise<readonly Website[]> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    const rows = await this.db
      .selectFrom('websites')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', 'in', valid)
      .execute();
    return rows.map(toWebsite);
  }

  async insert(website: Website): Promise<boolean> {
    const result = await this.db
      .insertInto('websites')
      .values({
        id: website.id,
        user_id: website.userId,
        url: website.url,
        name: website.name,
        created_at: website.createdAt,
        last_modified: website.lastModified,
      })
      .onConflict((oc) => oc.columns(['user_id', 'url']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  async update(website: Website): Promise<'updated' | 'not-found' | 'taken'> {
    const taken = await this.db
      .selectFrom('websites')
      .select('id')
      .where('user_id', '=', website.userId)
      .where('url', '=', website.url)
      .where('id', '<>', website.id)
      .executeTakeFirst();
    if (taken !== undefined) return 'taken';
    const result = await this.db
      .updateTable('websites')
      .set({ url: website.url, name: website.name, last_modified: website.lastModified })
      .where('user_id', '=', website.userId)
      .where('id', '=', website.id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n ? 'updated' : 'not-found';
  }

  async delete(userId: UserId, id: WebsiteId): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .deleteFrom('websites')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }
}

function toWebsite(row: Selectable<WebsitesTable>): Website {
  return {
    id: row.id as WebsiteId,
    userId: row.user_id as UserId,
    url: row.url,
    name: row.name,
    createdAt: row.created_at,
    lastModified: row.last_modified,
  };
}
