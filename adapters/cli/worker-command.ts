import { startWorker } from '../main';
import { loadRuntime, refusingUnusableMetricsPort } from './load-runtime';

/**
 * Runs the job queue's jobs until SIGINT or SIGTERM, then takes no more, lets those running finish (up to 30 s) and
 * closes the database; a second signal forces the exit.
 */
export async function workerCommand(): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  const running = await refusingUnusableMetricsPort(() => startWorker(config, logger));

  await new Promise<void>((resolve, reject) => {
    const stop = (signal: NodeJS.Signals): void => {
      logger.info({ signal }, 'shutting down: finishing the jobs in hand');
      process.once(signal, () => {
        logger.warn({ signal }, 'second signal: exiting without waiting');
        process.exit(1);
      });
      running.close().then(() => {
        logger.info('shut down cleanly');
        resolve();
      }, reject);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // Only once a signal would be heard: whoever waits for this line may stop the worker at once.
    logger.info({ database: running.database.kind }, 'Splitpenny worker is running');
  });
}
