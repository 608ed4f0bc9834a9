import { sql, type Kysely, type Selectable } from 'kysely';
import type { PagedList, Paging } from '../../application/paging';
import type { PageRepository } from '../../application/ports/page-repository';
import type { PageId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { Page } from '../../domain/websites/page';
import type { DatabaseSchema, PagesTable } from './database-schema';
import { ownedColumns, ownedItem, OwnedWorkspaceTable } from './owned-workspace-table';

export class KyselyPageRepository implements PageRepository {
  private readonly pages: OwnedWorkspaceTable<'pages', Page>;

  constructor(private readonly db: Kysely<DatabaseSchema>) {
    this.pages = new OwnedWorkspaceTable(db, 'pages', toPage);
  }

  list(userId: UserId, websiteId: WebsiteId | null, paging: Paging): Promise<PagedList<Page>> {
    if (websiteId === null) return this.pages.list(userId, paging);
    return this.pages.list(userId, paging, (owned) => owned.where('website_id', '=', websiteId));
  }

  find(userId: UserId, id: PageId): Promise<Page | null> {
    return this.pages.find(userId, id);
  }

  /** A page's address is unique within its website. */
  insert(page: Page): Promise<boolean> {
    return this.pages.insert({ ...ownedColumns(page), website_id: page.websiteId }, 'website_id');
  }

  update(page: Page): Promise<'updated' | 'not-found' | 'taken'> {
    return this.pages.update(page, { column: 'website_id', value: page.websiteId });
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

  delete(userId: UserId, id: PageId): Promise<boolean> {
    return this.pages.delete(userId, id);
  }
}

function toPage(row: Selectable<PagesTable>): Page {
  return { ...ownedItem<PageId>(row), websiteId: row.website_id as WebsiteId };
}
