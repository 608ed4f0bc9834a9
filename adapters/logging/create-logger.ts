import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs to stdout; pipe through `pino-pretty` when reading them by eye. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'splitpenny' } });
}
