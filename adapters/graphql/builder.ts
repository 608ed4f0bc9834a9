import SchemaBuilder from '@pothos/core';
import type { GraphqlContext } from './context';

export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
});

builder.queryType({});
