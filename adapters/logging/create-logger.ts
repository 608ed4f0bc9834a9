import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs to stdout (or `destination`); pipe through `pino-pretty` when reading them by eye.
 * Credentials never reach a log line: request logs carry no headers and redact secret query values, and these
 * paths are censored wherever they appear in a logged object.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'splitpenny' },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          '*.headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
