import { sql, type Kysely, type Selectable } from 'kysely';
import type { PagedList, Paging } from '../../application/paging';
import type { PageRepository } from '../../application/ports/page-repository';
import type { PageId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { Page } from '../../domain/websites/page';
import type { DatabaseSchema, PagesTable } from './database-schema';
import { isUuid } from './uuid';

export class KyselyPageRepository implements PageRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async list(userId: UserId, websiteId: WebsiteId | null, paging: Paging): Promise<PagedList<Page>> {
    let owned = this.db.selectFrom('pages').where('user_id', '=', userId);
    if (websiteId !== null) owned = owned.where('website_id', '=', websiteId);
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
    return { items: rows.map(toPage), total: Number(count.n) };
  }

  async find(userId: UserId, id: PageId): Promise<Page | null> {
    if (!isUuid(id)) return null;
    const row = await this.db
      .selectFrom('pages')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row === undefined ? null : toPage(row);
  }

  async insert(page: Page): Promise<boolean> {
    const result = await this.db
      .insertInto('pages')
      .values({
        id: page.id,
        user_id: page.userId,
        website_id: page.websiteId,
        url: page.url,
        name: page.name,
        created_at: page.createdAt,
        last_modified: page.lastModified,
      })
      .onConflict((oc) => oc.columns(['website_id', 'url']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  async update(page: Page): Promise<'updated' | 'not-found' | 'taken'> {
    const taken = await this.db
      .selectFrom('pages')
      .select('id')
      .where('website_id', '=', page.websiteId)
      .where('url', '=', page.url)
      .where('id', '<>', page.id)
      .executeTakeFirst();
    if (taken !== undefined) return 'taken';
    const result = await this.db
      .updateTable('pages')
      .set({ url: page.url, name: page.name, last_modified: page.lastModified })
      .where('user_id', '=', page.userId)
      .where('id', '=', page.id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n ? 'updated' : 'not-found';
  }

  async moveToOrigin(userId: UserId, websiteId: WebsiteId, from: string, to: string, at: Date): Promise<void> {
    await this.db
      .updateTable('pages')
      .set({ url: sql<string>`${to} || substr(url, ${from.length + 1})`, last_modified: at })
      .where('user_id', '=', userId)
      .where('website_id', '=', websiteId)
      .where(sql<boolean>`left(url, ${from.length}) = ${from}`)
      .execute();
  }

  async delete(userId: UserId, id: PageId): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .deleteFrom('pages')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }
}

function toPage(row: Selectable<PagesTable>): Page {
  return {
    id: row.id as PageId,
    userId: row.user_id as UserId,
    websiteId: row.website_id as WebsiteId,
    url: row.url,
    name: row.name,
    createdAt: row.created_at,
    lastModified: row.last_modified,
  };
}
