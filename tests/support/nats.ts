import { randomBytes } from 'node:crypto';
import { connect } from 'nats';
import type { IngestLogSettings } from '../../adapters/ingest-log';
import { deleteEventStream, ensureEventStream } from '../../adapters/nats/event-stream';

/** The NATS server with JetStream that event log tests use (CI and the development machines run one here). */
export const natsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

let probe: Promise<string | null> | undefined;

/** Null when NATS with JetStream answers on natsUrl; otherwise why not (probed once, bounded in time). */
export function natsUnavailable(): Promise<string | null> {
  return (probe ??= (async () => {
    try {
      const connection = await connect({ servers: natsUrl, timeout: 2_000, reconnect: false });
      try {
        await (await connection.jetstreamManager()).getAccountInfo();
        return null;
      } finally {
        await connection.close();
      }
    } catch (error) {
      return `no NATS server with JetStream answers at ${natsUrl} (${error instanceof Error ? error.message : String(error)})`;
    }
  })());
}

/** Event log settings on a stream of this test's own, so runs never see each other's messages. */
export function testIngestLog(label: string, changes: Partial<IngestLogSettings> = {}): IngestLogSettings {
  return {
    url: natsUrl,
    stream: `splitpenny-test-${label}-${randomBytes(4).toString('hex')}`,
    partitions: 4,
    maxAgeMs: 3_600_000,
    duplicateWindowMs: 120_000,
    replicas: 1,
    inProcessWorker: false,
    foldBatch: 200,
    ...changes,
  };
}

/**
 * Creates a test's stream and its partitions' consumers, as every server and worker does at its start: made before
 * processes start side by side, each of them only finds it there.
 */
export async function createTestStream(settings: IngestLogSettings): Promise<void> {
  const connection = await connect({ servers: natsUrl, timeout: 2_000, reconnect: false });
  try {
    await ensureEventStream(await connection.jetstreamManager(), settings);
  } finally {
    await connection.close();
  }
}

/** Deletes a test's stream and its consumers. */
export async function deleteTestStream(stream: string): Promise<void> {
  const connection = await connect({ servers: natsUrl, timeout: 2_000, reconnect: false });
  try {
    await deleteEventStream(await connection.jetstreamManager(), stream);
  } finally {
    await connection.close();
  }
}

/** Waits until every partition's lag is 0 (every batch folded and acknowledged), or fails after `timeoutMs`. */
export async function waitForNoLag(
  lag: () => Promise<readonly { pending: number; unacknowledged: number }[]>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  while (Date.now() < deadline) {
    last = (await lag()).reduce((sum, p) => sum + p.pending + p.unacknowledged, 0);
    if (last === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the workers did not catch up in ${timeoutMs} ms: ${last} batches still not folded`);
}
