import { startApplication } from '../main';
import { loadRuntime } from './load-runtime';
import { withFlags, type ServeOptions } from './serve-flags';

/** Serves until SIGINT or SIGTERM, then drains requests and closes the database; a second signal forces the exit. */
export async function serveCommand(options: ServeOptions = {}): Promise<void> {
  const { config, logger } = loadRuntime(withFlags(process.env, options));
  const running = await startApplication(config, logger);
  logger.info({ url: running.url, database: running.database.kind }, `Splitpenny is listening on ${running.url}`);

  await new Promise<void>((resolve, reject) => {
    const stop = (signal: NodeJS.Signals): void => {
      logger.info({ signal }, 'shutting down: finishing requests in flight');
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
  });
}
