import { context, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A span for each GraphQL operation run, named like `query GoalCatalogue` (an anonymous one: `query`), under the
 * HTTP request's span, and the parent of the database statements its resolvers send. Only operations that parsed and
 * validated get here; the document itself is not recorded, as inline arguments may hold passwords.
 */
export function operationTracingPlugin(tracer: Tracer): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      const name = operation?.name?.value;
      const span = tracer.startSpan(name === undefined ? type : `${type} ${name}`, {
        attributes: { 'graphql.operation.type': type, ...(name !== undefined && { 'graphql.operation.name': name }) },
      });
      const active = trace.setSpan(context.active(), span);
      setExecuteFn((executeArgs) => context.with(active, () => executeFn(executeArgs)));
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? result.errors : undefined;
          if (errors !== undefined && errors.length > 0) {
            span.setStatus({ code: SpanStatusCode.ERROR, message: errors.map((error) => error.message).join('; ') });
          }
          span.end();
        },
      };
    },
  };
}
