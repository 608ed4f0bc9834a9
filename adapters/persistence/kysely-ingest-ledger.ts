import { sql, type Kysely } from 'kysely';
import type { IngestLedger, LoggedMessageKey } from '../../application/ports/ingest-ledger';
import type { DatabaseSchema } from './database-schema';
import { preparedName } from './prepared-statements';

/** The ledger of folded event log messages (`ingested_messages`), one statement per call whatever the batch. */
export class KyselyIngestLedger implements IngestLedger {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async claim(keys: readonly LoggedMessageKey[]): Promise<Map<string, Set<number>>> {
    const claimed = new Map<string, Set<number>>();
    if (keys.length === 0) return claimed;
    // In key order, as every worker inserts them, so two workers given the same messages queue instead of deadlocking.
    const sorted = [...keys].sort((a, b) => a.stream.localeCompare(b.stream) || a.sequence - b.sequence);
    const { rows } = await sql<{ stream: string; sequence: string }>`${sql.raw(preparedName('claim_ingested'))}
      insert into ingested_messages (stream, sequence)
      select * from unnest(${sorted.map((k) => k.stream)}::text[], ${sorted.map((k) => String(k.sequence))}::bigint[])
      on conflict do nothing
      returning stream, sequence`.execute(this.db);
    for (const row of rows) {
      const ofStream = claimed.get(row.stream) ?? new Set<number>();
      ofStream.add(Number(row.sequence));
      claimed.set(row.stream, ofStream);
    }
    return claimed;
  }

  async forgetThrough(through: LoggedMessageKey): Promise<number> {
    const result = await this.db
      .deleteFrom('ingested_messages')
      .where('stream', '=', through.stream)
      .where('sequence', '<=', String(through.sequence))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
