// An ingest worker process like `splitpenny ingest-worker`, except that it acknowledges each fold's messages 2 s after
// the commit: killed at any moment, it leaves folded batches unacknowledged, which the log delivers again to another
// worker. The failure drill of tests/integration/cli/ingest-worker.test.ts; run with tsx, configured as the CLI is.
import { loadRuntime } from '../../adapters/cli/load-runtime';
import { runIngestWorkerProcess } from '../../adapters/ingest-log';
import type { EventLogPartitions } from '../../application/ports/event-log-partitions';

const ackDelayMs = 2_000;

function holdingAcknowledgementsBack(partitions: EventLogPartitions): EventLogPartitions {
  return {
    count: partitions.count,
    release: (partition) => partitions.release(partition),
    lag: () => partitions.lag(),
    acknowledgedThrough: () => partitions.acknowledgedThrough(),
    take: async (partition, max) =>
      (await partitions.take(partition, max)).map((delivery) => ({
        ...delivery,
        ack: () => void setTimeout(() => delivery.ack(), ackDelayMs),
      })),
  };
}

const { config, logger } = loadRuntime(process.env);
const ingestLog = config.ingestLog;
if (ingestLog === null) throw new Error('INGEST_LOG_URL is not set');
await runIngestWorkerProcess({ ...config, ingestLog }, logger, holdingAcknowledgementsBack);
logger.info('ingest worker started, acknowledging 2 s after each commit');
