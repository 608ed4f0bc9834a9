import type { PartitionLag } from '../../application/ports/event-log-partitions';
import { NoEventLogError, readIngestLag, runIngestWorkerProcess } from '../ingest-log';
import {
  CliError,
  loadRuntime,
  refusingUnreadyDatabase,
  refusingUnusableMetricsPort,
  UsageError,
} from './load-runtime';
import { runUntilSignalled } from './run-until-signalled';

export interface IngestWorkerOptions {
  readonly status?: boolean;
}

/**
 * `splitpenny ingest-worker`: folds the event log's partitions into the rollups until SIGINT or SIGTERM, then
 * finishes its folds under way and gives its partitions back. With --status: prints each partition's lag and exits.
 */
export async function ingestWorkerCommand(options: IngestWorkerOptions, stdout: NodeJS.WritableStream): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  const ingestLog = config.ingestLog;
  if (ingestLog === null) {
    throw new UsageError(
      'INGEST_LOG_URL is not set: event batches are counted by the servers, there is no log to read',
    );
  }
  if (options.status === true) {
    const lag = await readIngestLag(ingestLog).catch((error: unknown) => {
      throw error instanceof NoEventLogError ? new CliError(error.message) : error;
    });
    stdout.write(formatLag(lag));
    return;
  }
  if (config.database.kind !== 'postgres') {
    throw new UsageError(
      'an ingest worker of its own needs PostgreSQL (DATABASE_URL): the embedded database is opened by one process, ' +
        "so there the server's own worker folds the log (INGEST_WORKER_IN_PROCESS=true)",
    );
  }
  const running = await refusingUnusableMetricsPort(() =>
    refusingUnreadyDatabase(() => runIngestWorkerProcess({ ...config, ingestLog }, logger)),
  );
  await runUntilSignalled(logger, () => running.close(), {
    ready: () => logger.info({ stream: ingestLog.stream, partitions: ingestLog.partitions }, 'ingest worker started'),
    stopping: 'ingest worker stopping: finishing the folds under way',
    stopped: 'ingest worker stopped cleanly',
  });
}

/** One line per partition, then the totals: what `--status` prints. */
export function formatLag(lags: readonly PartitionLag[]): string {
  const rows = lags.map((lag) => [String(lag.partition), String(lag.pending), String(lag.unacknowledged)]);
  const total = lags.reduce((sum, lag) => sum + lag.pending + lag.unacknowledged, 0);
  const table = [['partition', 'pending', 'unacknowledged'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
  const lines = table.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\nlag: ${total} batch${total === 1 ? '' : 'es'} not yet folded\n`;
}
