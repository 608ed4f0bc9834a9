import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { LogFormat } from '../config/config';
import { scrubLogArguments } from './redact-secrets';
import { requestLogFields } from './request-context';

export type { Logger };

/**
 * Structured JSON logs to stdout (or `destination`), or the same lines coloured and on one line each for a person at
 * a terminal (`format` pretty; unset, a terminal gets pretty lines and a pipe or file JSON).
 * Credentials never reach a log line: request logs carry no headers and scrub their URL's query, and every line
 * (any logger's: Fastify's, Yoga's, the job queue's) is scrubbed before it is written: fields named like a password,
 * token, secret, code or key are replaced, and so is any text of a secret's shape or a secret-named parameter or
 * field inside a message (logging/redact-secrets.ts). The redact paths below are the same rule for the commonest
 * fields, kept as a second net. A line written while handling a request carries its
 * id (`reqId`) and, in a GraphQL request, its operation (`operationName`), whichever logger writes it.
 */
export function createLogger(level: string, destination?: DestinationStream, format?: LogFormat | null): Logger {
  const pretty = (format ?? (destination === undefined && process.stdout.isTTY ? 'pretty' : 'json')) === 'pretty';
  return pino(
    {
      level,
      base: { service: 'splitpenny' },
      mixin: (_fields, _level, logger) => requestLogFields(logger),
      hooks: {
        logMethod(args, method) {
          method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
        },
      },
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
