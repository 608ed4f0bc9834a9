import SchemaBuilder from '@pothos/core';
import type { GraphqlContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  description: 'A moment in time, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});

/** The answer of a mutation that has nothing else to return. */
export const SuccessPayload = builder.objectRef<{ success: boolean }>('SuccessPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

/** The answer of a create mutation (SPEC §7: acknowledged, insertedId). */
export const InsertResult = builder.objectRef<{ acknowledged: boolean; insertedId: string }>('InsertResult').implement({
  fields: (t) => ({ acknowledged: t.exposeBoolean('acknowledged'), insertedId: t.exposeID('insertedId') }),
});
