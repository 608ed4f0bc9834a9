import type { Kysely, Selectable } from 'kysely';
import type { PagedList, Paging } from '../../application/paging';
import type { WebsiteRepository } from '../../application/ports/website-repository';
import type { UserId, WebsiteId } from '../../domain/shared/ids';
import { defaultCurrency, isCurrency } from '../../domain/websites/currency-rules';
import type { Website } from '../../domain/websites/website';
import type { DatabaseSchema, WebsitesTable } from './database-schema';
import { ownedColumns, ownedItem, OwnedWorkspaceTable } from './owned-workspace-table';
import { isUuid } from './uuid';

export class KyselyWebsiteRepository implements WebsiteRepository {
  private readonly websites: OwnedWorkspaceTable<'websites', Website>;

  constructor(private readonly db: Kysely<DatabaseSchema>) {
    this.websites = new OwnedWorkspaceTable(db, 'websites', toWebsite);
  }

  list(userId: UserId, paging: Paging): Promise<PagedList<Website>> {
    return this.websites.list(userId, paging);
  }

  find(userId: UserId, id: WebsiteId): Promise<Website | null> {
    return this.websites.find(userId, id);
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

  /** A website's address is unique among its owner's websites. */
  insert(website: Website): Promise<boolean> {
    return this.websites.insert(
      {
        ...ownedColumns(website),
        max_order_value: website.maxOrderValue,
        extra_origins: [...website.extraOrigins],
        daily_session_budget: website.dailySessionBudget,
        currency: website.currency,
      },
      'user_id',
    );
  }

  async update(website: Website): Promise<'updated' | 'not-found' | 'taken'> {
    const outcome = await this.websites.update(website, { column: 'user_id', value: website.userId });
    if (outcome !== 'updated') return outcome;
    // What only websites have, beside the name and address both tables share; the caller's transaction holds both.
    await this.db
      .updateTable('websites')
      .set({
        max_order_value: website.maxOrderValue,
        extra_origins: [...website.extraOrigins],
        daily_session_budget: website.dailySessionBudget,
        currency: website.currency,
      })
      .where('user_id', '=', website.userId)
      .where('id', '=', website.id)
      .execute();
    return outcome;
  }

  delete(userId: UserId, id: WebsiteId): Promise<boolean> {
    return this.websites.delete(userId, id);
  }
}

function toWebsite(row: Selectable<WebsitesTable>): Website {
  return {
    ...ownedItem<WebsiteId>(row),
    maxOrderValue: row.max_order_value,
    extraOrigins: row.extra_origins,
    dailySessionBudget: row.daily_session_budget,
    // The column's check holds it to the list.
    currency: isCurrency(row.currency) ? row.currency : defaultCurrency,
  };
}
