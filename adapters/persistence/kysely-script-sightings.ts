import { sql, type Kysely } from 'kysely';
import type { ScriptSightings, SightedPage } from '../../application/ports/script-sightings';
import type { UserId, WebsiteId } from '../../domain/shared/ids';
import { sightingIntervalMs, type ScriptSighting } from '../../domain/tracking/script-sighting';
import type { DatabaseSchema } from './database-schema';
import { isUuid } from './uuid';

/**
 * The install check's sightings, one row per website and page address. A write is one statement that inserts or
 * moves a day-old time forward and does nothing otherwise, so it is safe from any number of servers at once.
 */
export class KyselyScriptSightings implements ScriptSightings {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async websiteUrl(websiteId: string): Promise<string | null> {
    if (!isUuid(websiteId)) return null;
    const row = await this.db.selectFrom('websites').select('url').where('id', '=', websiteId).executeTakeFirst();
    return row?.url ?? null;
  }

  async record(sighting: ScriptSighting): Promise<boolean> {
    const dayBefore = new Date(sighting.at.getTime() - sightingIntervalMs);
    // Selected from the website, so one deleted meanwhile writes nothing rather than failing its foreign key.
    const result = await this.db
      .insertInto('script_sightings')
      .columns(['website_id', 'page_address', 'last_seen_at'])
      .expression((eb) =>
        eb
          .selectFrom('websites')
          .select([
            'websites.id',
            sql<string>`${sighting.page}::text`.as('page_address'),
            sql<Date>`${sighting.at}::timestamptz`.as('last_seen_at'),
          ])
          .where('websites.id', '=', sighting.websiteId),
      )
      .onConflict((oc) =>
        oc
          .columns(['website_id', 'page_address'])
          .doUpdateSet({ last_seen_at: (eb) => eb.ref('excluded.last_seen_at') })
          .where('script_sightings.last_seen_at', '<=', dayBefore),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async latestOnWebsites(userId: UserId, websiteIds: readonly WebsiteId[]): Promise<readonly ScriptSighting[]> {
    const ids = websiteIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('script_sightings')
      .innerJoin('websites', 'websites.id', 'script_sightings.website_id')
      .select(['script_sightings.website_id', 'script_sightings.page_address', 'script_sightings.last_seen_at'])
      .distinctOn('script_sightings.website_id')
      .where('websites.user_id', '=', userId)
      .where('script_sightings.website_id', 'in', ids)
      // Pages seen before the website moved to another address are history, not an install.
      .where(sql<boolean>`starts_with(script_sightings.page_address, websites.url || '/')`)
      .orderBy('script_sightings.website_id')
      .orderBy('script_sightings.last_seen_at', 'desc')
      .orderBy('script_sightings.page_address')
      .execute();
    return rows.map(sightingOf);
  }

  async latestNearWebsites(userId: UserId, websiteIds: readonly WebsiteId[]): Promise<readonly ScriptSighting[]> {
    const ids = websiteIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('script_sightings')
      .innerJoin('websites', 'websites.id', 'script_sightings.website_id')
      .select(['script_sightings.website_id', 'script_sightings.page_address', 'script_sightings.last_seen_at'])
      .distinctOn('script_sightings.website_id')
      .where('websites.user_id', '=', userId)
      .where('script_sightings.website_id', 'in', ids)
      .where(sql<boolean>`not starts_with(script_sightings.page_address, websites.url || '/')`)
      // The same host without its www., whatever the scheme (isNearWebsite).
      .where(
        sql<boolean>`substring(script_sightings.page_address from '^https?://(?:www\\.)?([^/]+)/') = substring(websites.url from '^https?://(?:www\\.)?([^/]+)$')`,
      )
      .orderBy('script_sightings.website_id')
      .orderBy('script_sightings.last_seen_at', 'desc')
      .orderBy('script_sightings.page_address')
      .execute();
    return rows.map(sightingOf);
  }

  async onPages(userId: UserId, pages: readonly SightedPage[]): Promise<readonly ScriptSighting[]> {
    const wanted = pages.filter((page) => isUuid(page.websiteId));
    if (wanted.length === 0) return [];
    const rows = await this.db
      .selectFrom('script_sightings')
      .innerJoin('websites', 'websites.id', 'script_sightings.website_id')
      .select(['script_sightings.website_id', 'script_sightings.page_address', 'script_sightings.last_seen_at'])
      .where('websites.user_id', '=', userId)
      .where((eb) =>
        eb.or(
          wanted.map((page) =>
            eb.and([
              eb('script_sightings.website_id', '=', page.websiteId),
              eb('script_sightings.page_address', '=', page.page),
            ]),
          ),
        ),
      )
      .execute();
    return rows.map(sightingOf);
  }
}

function sightingOf(row: { website_id: string; page_address: string; last_seen_at: Date }): ScriptSighting {
  return { websiteId: row.website_id as WebsiteId, page: row.page_address, at: row.last_seen_at };
}
