import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findTextProblem, textProblemMessage } from '../../domain/shared/text-rules';
import { graphqlPath } from './graphql-route';

/**
 * The REST edges' one check of the text they take (query, form or JSON body, path parameters): a NUL or a lone
 * surrogate cannot be stored (domain/shared/text-rules), so it is refused with 400 naming the field before any
 * handler runs, rather than reaching the database or being silently replaced. /graphql gives its own answer, shaped
 * as GraphQL errors; raw bodies (Stripe's signed webhook) are bytes, not text, and are left to their route.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.url === graphqlPath) return;
    const found = firstProblem(req);
    if (found === null) return;
    const field = found.path.join('.') || 'body';
    throw Object.assign(new Error(textProblemMessage(field, found.problem)), { statusCode: 400 });
  });
}

function firstProblem(req: FastifyRequest): ReturnType<typeof findTextProblem> {
  const body = Buffer.isBuffer(req.body) ? undefined : req.body;
  return findTextProblem(req.params) ?? findTextProblem(req.query) ?? findTextProblem(body);
}
