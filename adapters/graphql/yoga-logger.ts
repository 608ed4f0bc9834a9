import type { YogaLogger } from 'graphql-yoga';
import type { Logger } from '../logging/create-logger';

type Level = keyof YogaLogger;

/**
 * Yoga logs console-style (`error(someError)`, `warn('text', details)`); pino takes one object and a message, and
 * only serialises an Error (message, stack) found under `err`. Passing Yoga's arguments as they come logged
 * `{"0":{}}` for every unexpected error, so each call is turned into that shape here.
 */
export function yogaLogger(logger: Logger): YogaLogger {
  const at =
    (level: Level) =>
    (...args: unknown[]): void => {
      const { fields, message } = logEntry(args);
      logger[level](fields, message);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export function logEntry(args: readonly unknown[]): { fields: Record<string, unknown>; message: string } {
  const err = args.find((arg): arg is Error => arg instanceof Error);
  const texts = args.filter((arg): arg is string => typeof arg === 'string');
  const details = args.filter((arg) => arg !== err && typeof arg !== 'string');
  const message = texts.join(' ') || err?.message || 'graphql';
  return { fields: { ...(err && { err }), ...(details.length > 0 && { details }) }, message };
}
