import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A request that never ran (no query, a syntax error, an unknown field, a bad variable, a limit) is the
 * client's mistake: answer it with 400. Yoga only does so for clients that accept application/graphql-response+json
 * and answers everyone else 200, which hid these mistakes from plain HTTP clients and monitoring. A result without
 * `data` is such a request error (GraphQL over HTTP); unexpected errors keep their 500.
 */
export function requestErrorsAre400(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (!isRequestError(result)) return;
      setResult({ ...result, errors: result.errors.map(withStatus400) });
    },
  };
}

function isRequestError(result: unknown): result is ExecutionResult & { errors: readonly GraphQLError[] } {
  if (typeof result !== 'object' || result === null || Array.isArray(result) || 'data' in result) return false;
  const { errors } = result as ExecutionResult;
  return errors !== undefined && errors.length > 0 && errors.every((error) => !isUnexpected(error));
}

function isUnexpected(error: GraphQLError): boolean {
  return error.extensions['unexpected'] === true || error.extensions['code'] === 'INTERNAL_SERVER_ERROR';
}

function withStatus400(error: GraphQLError): GraphQLError {
  const http = (error.extensions['http'] ?? {}) as Record<string, unknown>;
  return new GraphQLError(error.message, {
    ...(error.nodes && { nodes: error.nodes }),
    ...(error.source && { source: error.source }),
    ...(error.positions && { positions: error.positions }),
    ...(error.path && { path: error.path }),
    ...(error.originalError && { originalError: error.originalError }),
    extensions: { ...error.extensions, http: { ...http, status: 400, spec: false } },
  });
}
