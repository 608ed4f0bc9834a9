import SchemaBuilder from '@pothos/core';
import { GraphQLError, type ValueNode } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import type { GraphqlContext } from './context';
import type { ErrorCode } from './errors';

export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

/**
 * Strict RFC 3339 (graphql-scalars' check): a full date and time with an explicit offset, a real calendar day. What
 * `new Date(text)` also took (`12/01/2026` read in US order, `1` as 2001-01-01, `2026-02-30` rolled into March, a
 * time without offset read in the server's zone) is refused with BAD_USER_INPUT.
 */
builder.scalarType('DateTime', {
  description: 'A moment in time: an RFC 3339 date-time with an offset, such as 2026-12-01T09:00:00Z; answered in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => strictDateTime(() => DateTimeResolver.parseValue(value) as Date, value),
  // The node goes with the error, so that the field of a literal can be named (adapters/graphql/input-checks.ts).
  parseLiteral: (node) =>
    strictDateTime(
      () => DateTimeResolver.parseLiteral(node, null) as Date,
      'value' in node ? node.value : node.kind,
      node,
    ),
});

function strictDateTime(parse: () => Date, given: unknown, node?: ValueNode): Date {
  try {
    return parse();
  } catch {
    const shown = (typeof given === 'string' ? JSON.stringify(given) : String(JSON.stringify(given))).slice(0, 60);
    throw new GraphQLError(
      `Expected an RFC 3339 date-time with an offset, such as 2026-12-01T09:00:00Z, but got ${shown}`,
      { ...(node && { nodes: node }), extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode } },
    );
  }
}

/** The answer of a mutation that has nothing else to return. */
export const SuccessPayload = builder.objectRef<{ success: boolean }>('SuccessPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

/** The answer of a create mutation (SPEC §7: acknowledged, insertedId). */
export const InsertResult = builder.objectRef<{ acknowledged: boolean; insertedId: string }>('InsertResult').implement({
  fields: (t) => ({ acknowledged: t.exposeBoolean('acknowledged'), insertedId: t.exposeID('insertedId') }),
});
