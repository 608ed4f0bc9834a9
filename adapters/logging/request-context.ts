import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while handling one request says about it. */
export interface RequestContext {
  /** The request's id: the caller's X-Request-Id when it is a sane one, otherwise one made here. */
  readonly requestId: string;
  /** The GraphQL operation being run, once the document has parsed and validated; null before, and elsewhere. */
  operationName: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request `context` describes. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The request being handled where this is called, if any. */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

const requestLogger = Symbol('requestLogger');

/**
 * Marks a request's own logger (Fastify's `req.log`, which carries the id as `reqId` already), and through pino's
 * prototype chain its children too, so that the id is not written twice on their lines.
 */
export function markRequestLogger<L extends object>(logger: L): L {
  Object.defineProperty(logger, requestLogger, { value: true });
  return logger;
}

/**
 * pino's mixin: the request id and the GraphQL operation on every line written inside a request, whichever logger
 * writes it (Yoga's error log and the use cases' loggers are not the request's own). A new object each time, as pino
 * merges the line's fields into what the mixin returns; it is called only for lines actually written.
 */
export function requestLogFields(logger: object): Record<string, string> {
  const context = storage.getStore();
  if (context === undefined) return {};
  const fields: Record<string, string> = requestLogger in logger ? {} : { reqId: context.requestId };
  if (context.operationName !== null) fields.operationName = context.operationName;
  return fields;
}
