import { sql, type Kysely } from 'kysely';
import type { SessionSpikeSource, WebsiteSpikeFacts } from '../../application/ports/session-spike-source';
import type { UserId, WebsiteId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';

const hourMs = 3_600_000;
const weekMs = 7 * 24 * hourMs;

interface BusyRow {
  website_id: string;
  website_name: string;
  website_url: string;
  owner_id: string;
  owner_email: string;
  last_hour: string | number;
  week_before: string | number;
}

/** Charged sessions per website over the last hour and the week before it, and the marks of warnings sent. */
export class KyselySessionSpikeSource implements SessionSpikeSource {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async busyWebsites(now: Date, floor: number): Promise<readonly WebsiteSpikeFacts[]> {
    const hourAgo = new Date(now.getTime() - hourMs);
    const weekBefore = new Date(hourAgo.getTime() - weekMs);
    const { rows } = await sql<BusyRow>`
      select w.id as website_id, w.name as website_name, w.url as website_url, u.id as owner_id, u.email as owner_email,
             count(*) filter (where s.started_at >= ${hourAgo}) as last_hour,
             count(*) filter (where s.started_at < ${hourAgo}) as week_before
      from tracking_sessions s
      join tests t on t.id = s.test_id
      join pages p on p.id = t.page_id
      join websites w on w.id = p.website_id
      join users u on u.id = w.user_id
      where s.started_at >= ${weekBefore} and s.started_at < ${now}
      group by w.id, u.id
      having count(*) filter (where s.started_at >= ${hourAgo}) >= ${floor}
      order by w.id
    `.execute(this.db);
    return rows.map((row) => ({
      websiteId: row.website_id as WebsiteId,
      websiteName: row.website_name,
      websiteUrl: row.website_url,
      ownerId: row.owner_id as UserId,
      ownerEmail: row.owner_email,
      lastHour: Number(row.last_hour),
      weekBefore: Number(row.week_before),
    }));
  }

  async markWarned(websiteId: WebsiteId, at: Date, intervalMs: number): Promise<boolean> {
    const before = new Date(at.getTime() - intervalMs);
    const result = await this.db
      .insertInto('session_spike_warnings')
      .values({ website_id: websiteId, warned_at: at })
      .onConflict((oc) =>
        oc.column('website_id').doUpdateSet({ warned_at: at }).where('session_spike_warnings.warned_at', '<=', before),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async unmarkWarned(websiteId: WebsiteId, at: Date): Promise<void> {
    await this.db
      .deleteFrom('session_spike_warnings')
      .where('website_id', '=', websiteId)
      .where('warned_at', '=', at)
      .execute();
  }
}
