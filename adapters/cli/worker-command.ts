import { startWorker } from '../main';
import { loadRuntime, refusingUnusableMetricsPort } from './load-runtime';
import { runUntilSignalled } from './run-until-signalled';

/**
 * Runs the job queue's jobs until SIGINT or SIGTERM, then takes no more, lets those running finish (up to 30 s) and
 * closes the database; a second signal forces the exit.
 */
export async function workerCommand(): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  const running = await refusingUnusableMetricsPort(() => startWorker(config, logger));

  await runUntilSignalled(logger, () => running.close(), {
    ready: () => logger.info({ database: running.database.kind }, 'Splitpenny worker is running'),
    stopping: 'shutting down: finishing the jobs in hand',
    stopped: 'shut down cleanly',
  });
}
