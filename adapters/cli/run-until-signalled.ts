import type { Logger } from '../logging/create-logger';

/** What a long-running command says when it is up, when a signal stops it, and once it has stopped. */
export interface SignalMessages {
  /** Logged once the signals are heard, so whoever waits for this line may stop the process straight away. */
  readonly ready: () => void;
  readonly stopping: string;
  readonly stopped: string;
}

/**
 * Keeps a command (serve, worker, ingest-worker) running until SIGINT or SIGTERM, then resolves once `close` has
 * finished its work in hand; a second signal exits at once without waiting.
 */
export function runUntilSignalled(logger: Logger, close: () => Promise<void>, messages: SignalMessages): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const stop = (signal: NodeJS.Signals): void => {
      logger.info({ signal }, messages.stopping);
      process.once(signal, () => {
        logger.warn({ signal }, 'second signal: exiting without waiting');
        process.exit(1);
      });
      close().then(() => {
        logger.info(messages.stopped);
        resolve();
      }, reject);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    messages.ready();
  });
}
