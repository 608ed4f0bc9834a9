import type { Insertable, InsertObject, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { PagedList, Paging } from '../../application/paging';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema, PagesTable, WebsitesTable } from './database-schema';
import { isUuid } from './uuid';

/** The tables of an owner's addressed workspace items: each row has an owner, a name and an address. */
interface WorkspaceTables {
  websites: WebsitesTable;
  pages: PagesTable;
}

type WorkspaceTableName = keyof WorkspaceTables;

/** A query over either table, as Kysely types a query whose table is one of several. */
type OwnedQuery = SelectQueryBuilder<DatabaseSchema, WorkspaceTableName, object>;

/** The columns both tables have: a website's row adds its maximum order value, a page's its website. */
type OwnedColumns = Pick<Selectable<WebsitesTable>, 'id' | 'user_id' | 'url' | 'name' | 'created_at' | 'last_modified'>;

/** A row as Kysely types it for such a query: the columns of both tables. */
type MergedRow = Selectable<WebsitesTable> & Selectable<PagesTable>;

/** The fields of an item that the shared queries read, as the domain names them. */
export interface OwnedItemFields {
  readonly id: string;
  readonly userId: string;
  readonly url: string;
  readonly name: string;
  readonly lastModified: Date;
}

/** The columns both tables have, as the domain names them (with when the item was made). */
export interface OwnedItem<Id extends string> extends OwnedItemFields {
  readonly id: Id;
  readonly userId: UserId;
  readonly createdAt: Date;
}

/** The shared columns of an item's row, for an insert. */
export function ownedColumns(item: OwnedItem<string>): OwnedColumns {
  return {
    id: item.id,
    user_id: item.userId,
    url: item.url,
    name: item.name,
    created_at: item.createdAt,
    last_modified: item.lastModified,
  };
}

/** The shared fields of an item read from its row. */
export function ownedItem<Id extends string>(row: OwnedColumns): OwnedItem<Id> {
  return {
    id: row.id as Id,
    userId: row.user_id as UserId,
    url: row.url,
    name: row.name,
    createdAt: row.created_at,
    lastModified: row.last_modified,
  };
}

/** An address is unique within a scope: a website's among the owner's websites, a page's within its website. */
export interface AddressScope {
  readonly column: 'user_id' | 'website_id';
  readonly value: string;
}

/**
 * The queries websites and pages share: the owner's rows a page at a time, one by id, an insert that a taken
 * address turns away, an update that checks the address first, and a delete. Every query is scoped to the owner,
 * so another owner's ids match nothing.
 *
 * Kysely types a query over a table name that may be either table with both tables' columns merged. The queries
 * here name only the columns both have (and `website_id` where a page's scope asks for it), so each row they
 * return is a row of this table, which `toItem` turns into the domain's item.
 */
export class OwnedWorkspaceTable<Name extends WorkspaceTableName, Item> {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly table: Name,
    private readonly toItem: (row: Selectable<WorkspaceTables[Name]>) => Item,
  ) {}

  /** The owner's rows, newest change first; `narrow` can keep fewer of them (a page list's website). */
  async list(
    userId: string,
    paging: Paging,
    narrow: (owned: OwnedQuery) => OwnedQuery = keepAll,
  ): Promise<PagedList<Item>> {
    const owned = narrow(this.owned(userId));
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
    return { items: rows.map((row) => this.item(row)), total: Number(count.n) };
  }

  async find(userId: string, id: string): Promise<Item | null> {
    if (!isUuid(id)) return null;
    const row = await this.owned(userId).selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : this.item(row);
  }

  /** False when the address is taken within `uniqueWithin` (a unique index says so; nothing is written). */
  async insert(values: Insertable<WorkspaceTables[Name]>, uniqueWithin: AddressScope['column']): Promise<boolean> {
    const result = await this.db
      .insertInto(this.table as WorkspaceTableName)
      .values(values as InsertObject<DatabaseSchema, WorkspaceTableName>)
      .onConflict((oc) => oc.columns([uniqueWithin, 'url']).doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  /** Renames or readdresses the owner's item; 'taken' when another item in `scope` has the address. */
  async update(item: OwnedItemFields, scope: AddressScope): Promise<'updated' | 'not-found' | 'taken'> {
    if (await this.addressTaken(item, scope)) return 'taken';
    const result = await this.db
      .updateTable(this.table as WorkspaceTableName)
      .set({ url: item.url, name: item.name, last_modified: item.lastModified })
      .where('user_id', '=', item.userId)
      .where('id', '=', item.id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n ? 'updated' : 'not-found';
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .deleteFrom(this.table as WorkspaceTableName)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  /** Each row comes from this table alone, whatever the merged type says of the other's columns. */
  private item(row: MergedRow): Item {
    return this.toItem(row as Selectable<WorkspaceTables[Name]>);
  }

  private owned(userId: string): OwnedQuery {
    return this.db.selectFrom(this.table as WorkspaceTableName).where('user_id', '=', userId);
  }

  private async addressTaken(item: OwnedItemFields, scope: AddressScope): Promise<boolean> {
    const other = await this.db
      .selectFrom(this.table as WorkspaceTableName)
      .select('id')
      .where(scope.column, '=', scope.value)
      .where('url', '=', item.url)
      .where('id', '<>', item.id)
      .executeTakeFirst();
    return other !== undefined;
  }
}

function keepAll(owned: OwnedQuery): OwnedQuery {
  return owned;
}
