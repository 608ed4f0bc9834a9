import pino, { type DestinationStream, type Logger } from 'pino';
import { requestLogFields } from './request-context';
import { redactedText, withoutSecrets } from './secret-fields';

export type { Logger };

/**
 * Structured JSON logs to stdout (or `destination`); pipe through `pino-pretty` when reading them by eye.
 * Credentials never reach a log line: request logs carry no headers and redact secret query values (GraphQL
 * variables included), pino's redact censors the usual paths fast, and every field named as a secret (a password,
 * token, secret, key or code: see secret-fields.ts) is censored however deep in a logged object it sits. A line written while handling a request carries its
 * id (`reqId`) and, in a GraphQL request, its operation (`operationName`), whichever logger writes it.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'splitpenny' },
      mixin: (_fields, _level, logger) => requestLogFields(logger),
      formatters: { log: (fields) => withoutSecrets(fields) as Record<string, unknown> },
      redact: {
        paths: [
          ...['password', 'token', 'secret', 'key', 'code', 'authorization'].flatMap((name) => [name, `*.${name}`]),
          '*.headers.authorization',
          '*.headers.cookie',
        ],
        censor: redactedText,
      },
    },
    destination,
  );
}
