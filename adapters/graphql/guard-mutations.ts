import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { defaultFieldResolver } from 'graphql';
import { changeRefusal, type AccessRefusal, type ChangeAccess } from '../../domain/accounts/access';
import { accessOfMutation } from './api-key-access';
import type { GraphqlContext } from './context';
import { graphqlError } from './errors';

type Resolver = GraphQLFieldResolver<unknown, Pick<GraphqlContext, 'viewer'>>;

/**
 * Puts the API key gate in front of every mutation of the schema, each with its access from api-key-access.ts.
 * Throws when a mutation has no entry there, so that an unclassified mutation stops the server instead of being
 * open to every key.
 */
export function guardMutations(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  const unclassified = Object.keys(fields).filter((name) => accessOfMutation(name) === undefined);
  if (unclassified.length > 0) {
    throw new Error(`Mutations missing from adapters/graphql/api-key-access.ts: ${unclassified.join(', ')}`);
  }
  for (const [name, field] of Object.entries(fields)) {
    const access = accessOfMutation(name);
    if (access !== undefined) field.resolve = keyGate(name, access, field.resolve ?? defaultFieldResolver);
  }
  return schema;
}

/**
 * A resolver that refuses an API key without the access `access`, then runs `resolve`. Callers who are not a key
 * (signed in, signed out, or with a token that does not work) pass through: the resolver decides for them.
 */
export function keyGate(mutation: string, access: ChangeAccess, resolve: Resolver): Resolver {
  return async (source, args, ctx, info) => {
    const viewer = await ctx.viewer();
    if (viewer.ok) {
      const refusal = changeRefusal(viewer.value, access);
      if (refusal !== null) throw forbidden(mutation, refusal);
    }
    return resolve(source, args, ctx, info);
  };
}

function forbidden(mutation: string, refusal: AccessRefusal): Error {
  switch (refusal.kind) {
    case 'ScopeMissing':
      return graphqlError(
        'FORBIDDEN',
        `This API key may only read: ${mutation} needs a key with the ${refusal.scope} scope.`,
        { requiredScope: refusal.scope },
      );
    case 'OwnerOnly':
      return graphqlError(
        'FORBIDDEN',
        `API keys cannot use ${mutation}: the account owner must be signed in to do that.`,
        { reason: 'signed-in-owner-only' },
      );
    default: {
      const unreachable: never = refusal;
      throw new Error(`Unmapped access refusal: ${JSON.stringify(unreachable)}`);
    }
  }
}
