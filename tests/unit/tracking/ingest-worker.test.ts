import { describe, expect, it } from 'vitest';
import type {
  EventLogDelivery,
  EventLogPartitions,
  PartitionLag,
} from '../../../application/ports/event-log-partitions';
import type { PartitionLeases } from '../../../application/ports/partition-leases';
import type { FoldLoggedEvents, LoggedMessage } from '../../../application/tracking/fold-logged-events';
import { makeIngestWorker, type IngestWorker } from '../../../application/tracking/ingest-worker';
import { formatLag } from '../../../adapters/cli/ingest-worker-command';

/** A log whose partitions hold `backlog` message numbers; every delivery says what became of it. */
class FakeLog implements EventLogPartitions {
  readonly acked: number[] = [];
  readonly retried: number[] = [];
  readonly backlog: number[][];

  constructor(readonly count: number) {
    this.backlog = Array.from({ length: count }, () => []);
  }

  async take(partition: number, max: number): Promise<EventLogDelivery[]> {
    const taken = (this.backlog[partition] ?? []).splice(0, max);
    if (taken.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    return taken.map((sequence) => ({
      key: { stream: 's', sequence },
      entry:
        sequence < 0 ? null : { batch: { site: 'w', visitor: 'v', tests: [], events: [] }, receivedAt: new Date(0) },
      ack: () => this.acked.push(sequence),
      retryLater: () => {
        this.retried.push(sequence);
        this.backlog[partition]?.push(sequence);
      },
    }));
  }

  async release(): Promise<void> {}

  async acknowledgedThrough() {
    return { stream: 's', sequence: 0 };
  }

  async lag(): Promise<PartitionLag[]> {
    return this.backlog.map((messages, partition) => ({ partition, pending: messages.length, unacknowledged: 0 }));
  }
}

/** Leases shared by the workers of one test, as PostgreSQL's advisory locks are by every session. */
class SharedLeases {
  readonly holders = new Map<number, object>();
  members = 0;

  for(): PartitionLeases {
    const me = {};
    this.members += 1;
    return {
      hold: async (partition) => {
        if (!this.holders.has(partition)) this.holders.set(partition, me);
        return this.holders.get(partition) === me;
      },
      holds: (partition) => this.holders.get(partition) === me,
      release: async (partition) => {
        if (this.holders.get(partition) === me) this.holders.delete(partition);
      },
      workers: async () => this.members,
      close: async () => {
        for (const [partition, holder] of this.holders) if (holder === me) this.holders.delete(partition);
        this.members -= 1;
      },
    };
  }
}

const settings = { maxBatch: 10, rebalanceMs: 10, retryMs: 5 };
const quiet = { onError: () => undefined };

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('an ingest worker', () => {
  it('folds each partition in batches and acknowledges only what a committed fold counted', async () => {
    const log = new FakeLog(2);
    log.backlog[0]?.push(1, 2, 3);
    log.backlog[1]?.push(4, 5, -6);
    const folded: number[][] = [];
    const fold: FoldLoggedEvents = async (messages: readonly LoggedMessage[]) => {
      folded.push(messages.map((m) => m.key.sequence));
      return { folded: messages.length, alreadyFolded: 0 };
    };
    const worker = makeIngestWorker({ log, leases: new SharedLeases().for(), fold, settings, events: quiet });
    await worker.start();
    await until(() => log.acked.length === 6);
    await worker.stop();

    expect(folded.sort()).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    // The unreadable message is acknowledged too, without a fold: it would come back for ever.
    expect(log.acked.sort((a, b) => a - b)).toEqual([-6, 1, 2, 3, 4, 5]);
  });

  it('gives the messages of a failed fold back, and folds them once the database answers again', async () => {
    const log = new FakeLog(1);
    log.backlog[0]?.push(1, 2);
    let failures = 1;
    const counted: number[] = [];
    const fold: FoldLoggedEvents = async (messages) => {
      if (failures-- > 0) throw new Error('the database is away');
      counted.push(...messages.map((m) => m.key.sequence));
      return { folded: messages.length, alreadyFolded: 0 };
    };
    const errors: string[] = [];
    const worker = makeIngestWorker({
      log,
      leases: new SharedLeases().for(),
      fold,
      settings,
      events: { onError: (_error, what) => errors.push(what) },
    });
    await worker.start();
    await until(() => log.acked.length === 2);
    await worker.stop();

    expect(log.retried).toEqual([1, 2]);
    expect(counted).toEqual([1, 2]);
    expect(errors).toEqual(['folding partition 0']);
  });

  it('shares the partitions with the other workers, and takes over those of one that stopped', async () => {
    const log = new FakeLog(8);
    const leases = new SharedLeases();
    const fold: FoldLoggedEvents = async (messages) => ({ folded: messages.length, alreadyFolded: 0 });
    const start = async (): Promise<IngestWorker> => {
      const worker = makeIngestWorker({ log, leases: leases.for(), fold, settings, events: quiet });
      await worker.start();
      return worker;
    };
    const first = await start();
    expect(first.partitions()).toHaveLength(8);
    const second = await start();
    await until(() => first.partitions().length === 4 && second.partitions().length === 4);
    expect([...first.partitions(), ...second.partitions()].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    await first.stop();
    await until(() => second.partitions().length === 8);
    await second.stop();
    expect(leases.holders.size).toBe(0);
  });
});

describe('ingest-worker --status', () => {
  it('prints each partition, then how many batches are not yet folded', () => {
    expect(
      formatLag([
        { partition: 0, pending: 120, unacknowledged: 500 },
        { partition: 1, pending: 0, unacknowledged: 0 },
      ]),
    ).toBe(
      'partition  pending  unacknowledged\n0          120      500\n1          0        0\nlag: 620 batches not yet folded\n',
    );
  });
});
