import { randomInt } from 'node:crypto';
import pg from 'pg';
import type { PartitionLeases } from '../../application/ports/partition-leases';

/**
 * Partition leases as PostgreSQL session advisory locks, on a connection of their own: the server releases them when
 * that session ends, however the worker ended (SIGKILL included, once the kernel closes its socket). A worker also holds
 * one membership lock, so that workers count one another in pg_locks.
 *
 * The leases spare workers from contending, they do not make the fold correct: two workers folding one partition for
 * a moment (a lease lost with its connection while its fold commits) still count each message once, through the
 * sessions' row locks and the ingest ledger.
 */
export class PostgresPartitionLeases implements PartitionLeases {
  private client: Promise<pg.Client> | null = null;
  private readonly held = new Set<number>();
  private readonly partitionsKey: number;
  private readonly membersKey: number;
  private readonly memberId = randomInt(1, 2 ** 31 - 1);

  constructor(
    private readonly url: string,
    /** The event log's stream: leases of different logs never meet. */
    stream: string,
    private readonly onLost: (error: Error) => void = () => undefined,
  ) {
    this.partitionsKey = lockKey(`${stream} partitions`);
    this.membersKey = lockKey(`${stream} workers`);
  }

  async hold(partition: number): Promise<boolean> {
    if (this.held.has(partition)) return true;
    const client = await this.session();
    const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', [
      this.partitionsKey,
      partition,
    ]);
    if (rows[0]?.held === true) this.held.add(partition);
    return this.held.has(partition);
  }

  holds(partition: number): boolean {
    return this.held.has(partition);
  }

  async release(partition: number): Promise<void> {
    if (!this.held.delete(partition) || this.client === null) return;
    const client = await this.client;
    await client.query('select pg_advisory_unlock($1, $2)', [this.partitionsKey, partition]);
  }

  async workers(): Promise<number> {
    const client = await this.session();
    const { rows } = await client.query<{ workers: string }>(
      `select count(*) as workers from pg_locks
       where locktype = 'advisory' and classid = $1::int::oid and objsubid = 2 and granted
         and database = (select oid from pg_database where datname = current_database())`,
      [this.membersKey],
    );
    return Number(rows[0]?.workers ?? 1);
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held.clear();
    // Ending the session releases every lock it held.
    if (client !== null) await (await client).end();
  }

  /** The leases' own session, opened (again, after a loss) with this worker's membership. */
  private session(): Promise<pg.Client> {
    this.client ??= this.open().catch((error: unknown) => {
      this.client = null;
      throw error;
    });
    return this.client;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'splitpenny ingest-worker leases',
      keepAlive: true,
    });
    client.on('error', (error) => this.lose(client, error));
    client.on('end', () => this.lose(client, new Error('the leases connection ended')));
    await client.connect();
    // A worker whose machine vanishes closes nothing: the server probes the idle connection and drops it, with its
    // locks, within about 25 s instead of the system's default of hours.
    await client.query('set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3');
    await client.query('select pg_advisory_lock($1, $2)', [this.membersKey, this.memberId]);
    return client;
  }

  /** Every lease went with the session: the worker stops its partitions and takes leases afresh on a new one. */
  private lose(client: pg.Client, error: Error): void {
    void this.client?.then((current) => {
      if (current !== client) return;
      this.client = null;
      if (this.held.size > 0) this.onLost(error);
      this.held.clear();
    });
  }
}

/** A lock key from a name: FNV-1a, kept to 31 bits so that it reads the same as an int and as an oid. */
function lockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff;
}
