import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../../adapters/config/config';
import { createContainer } from '../../adapters/container';
import { createLogger } from '../../adapters/logging/create-logger';
import type { Database } from '../../adapters/persistence/database';
import type { DatabaseSchema } from '../../adapters/persistence/database-schema';
import { tokens } from '../../adapters/tokens';
import type { Clock } from '../../application/ports/clock';
import type { PrepareRawEventDays } from '../../application/tracking/prepare-raw-event-days';
import type { RotateRawEvents } from '../../application/tracking/rotate-raw-events';
import { trackingSettings } from './tracking-operations';

/** Where raw event batches are stored: the partition of their day, or the DEFAULT one. */
export const defaultEventPartition = 'tracking_events_default';

/** The partition a batch of `day` (yyyy-mm-dd) is stored in, once the day has one. */
export function eventDayPartition(day: string): string {
  return `tracking_events_${day.replaceAll('-', '')}`;
}

/** The days that have a partition of raw events, oldest first. */
export async function partitionedEventDays(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const { rows } = await sql<{ table: string }>`
    select c.relname as table from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'tracking_events'::regclass order by c.relname`.execute(db);
  return rows.flatMap(({ table }) => {
    const parts = /^tracking_events_(\d{4})(\d{2})(\d{2})$/.exec(table);
    return parts === null ? [] : [`${parts[1]}-${parts[2]}-${parts[3]}`];
  });
}

/** Every stored batch: when it arrived and which partition holds it, in the order they arrived. */
export async function storedBatches(
  db: Kysely<DatabaseSchema>,
): Promise<{ readonly receivedAt: string; readonly partition: string }[]> {
  const { rows } = await sql<{ received_at: Date; partition: string }>`
    select received_at, tableoid::regclass::text as partition from tracking_events order by received_at, id`.execute(
    db,
  );
  return rows.map((row) => ({ receivedAt: row.received_at.toISOString(), partition: row.partition }));
}

/** The jobs as a server wires them, on `database` with `clock`: each call is another server. */
export function rawEventJobs(
  database: Database,
  clock: Clock,
  eventRetentionDays: number,
): { readonly rotate: RotateRawEvents; readonly prepare: PrepareRawEventDays } {
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    webDistDir: null,
    publicUrl: 'http://app.test',
    tracking: trackingSettings({ eventRetentionDays }),
  };
  const container = createContainer({
    config,
    logger: createLogger('silent'),
    database,
    signingSecret: 'raw-event-days-signing-secret',
    clock,
  });
  return { rotate: container.resolve(tokens.rotateRawEvents), prepare: container.resolve(tokens.prepareRawEventDays) };
}
