import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Loads a form's zod schema: a dynamic import of the module that defines it. */
export type SchemaLoader<Input extends FieldValues, Output> = () => Promise<z.ZodType<Output, Input>>;

/** A resolver that is ready once its schema has loaded; `load` starts that early (the form's first focus). */
export interface LazyZodResolver<Input extends FieldValues, Output> {
  readonly resolver: Resolver<Input, unknown, Output>;
  readonly load: () => void;
}

/**
 * A resolver whose zod schema is imported when first needed rather than with the page, so a public page with a
 * form does not carry zod (a quarter of its JavaScript budget) until someone starts filling it in. A schema that
 * cannot be fetched (offline) is asked for again next time. Meanwhile a check of single fields (on blur) finds
 * nothing to say, and a submit fails with the fetch's error, which the form reports as a connection problem.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: SchemaLoader<Input, Output>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = (): Promise<Resolver<Input, unknown, Output>> => {
    loading ??= loadSchema().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    try {
      const resolve = await loaded();
      return await resolve(values, context, options);
    } catch (error) {
      if (options.names === undefined) throw error;
      return { values: {}, errors: {} };
    }
  };
  return { resolver, load: () => void loaded().catch(() => undefined) };
}
