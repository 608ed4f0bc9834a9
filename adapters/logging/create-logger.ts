import pino, { type DestinationStream, type Logger } from 'pino';
import { requestLogFields } from './request-context';

export type { Logger };

/**
 * Structured JSON logs to stdout (or `destination`); pipe through `pino-pretty` when reading them by eye.
 * Credentials never reach a log line: request logs carry no headers and redact secret query values, and these
 * paths are censored wherever they appear in a logged object. A line written while handling a request carries its
 * id (`reqId`) and, in a GraphQL request, its operation (`operationName`), whichever logger writes it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'splitpenny' },
      mixin: (_fields, _level, logger) => requestLogFields(logger),
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
