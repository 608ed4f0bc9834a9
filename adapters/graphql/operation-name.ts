import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { currentRequestContext } from '../logging/request-context';

/**
 * Names the request's GraphQL operation, for its log lines and metrics, once its document has parsed and
 * validated against the schema: a name that reached execution is a valid GraphQL name of a real operation in it,
 * never a raw string from the request.
 */
export function operationNamePlugin(): Plugin {
  return {
    onExecute({ args }) {
      const context = currentRequestContext();
      if (context === undefined) return;
      const operation = getOperationAST(args.document, args.operationName);
      context.operationName = operation?.name?.value ?? null;
    },
  };
}
