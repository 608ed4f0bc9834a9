import { startApplication } from '../main';
import { loadRuntime } from './load-runtime';
import { runUntilSignalled } from './run-until-signalled';
import { withFlags, type ServeOptions } from './serve-flags';

/** Serves until SIGINT or SIGTERM, then drains requests and closes the database; a second signal forces the exit. */
export async function serveCommand(options: ServeOptions = {}): Promise<void> {
  const { config, logger } = loadRuntime(withFlags(process.env, options));
  const running = await startApplication(config, logger);
  await runUntilSignalled(logger, () => running.close(), {
    ready: () =>
      logger.info({ url: running.url, database: running.database.kind }, `Splitpenny is listening on ${running.url}`),
    stopping: 'shutting down: finishing requests in flight',
    stopped: 'shut down cleanly',
  });
}
