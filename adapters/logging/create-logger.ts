import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { LogFormat } from '../config/config';
import { requestLogFields } from './request-context';

export type { Logger };

/**
 * Structured JSON logs to stdout (or `destination`), or the same lines coloured and on one line each for a person at
 * a terminal (`format` pretty; unset, a terminal gets pretty lines and a pipe or file JSON).
 * Credentials never reach a log line: request logs carry no headers and redact secret query values, and these
 * paths are censored wherever they appear in a logged object. A line written while handling a request carries its
 * id (`reqId`) and, in a GraphQL request, its operation (`operationName`), whichever logger writes it.
 */
export function createLogger(level: string, destination?: DestinationStream, format?: LogFormat | null): Logger {
  const pretty = (format ?? (destination === undefined && process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty';
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
    pretty ? prettyLines(destination) : destination,
  );
}

/** One line per entry, its time and level first; the fields every line carries are left out. */
function prettyLines(destination: DestinationStream | undefined): DestinationStream {
  return pinoPretty({
    colorize: destination === undefined && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    singleLine: true,
    ...(destination !== undefined && { destination }),
  });
}
