import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { serverProblems, type ServerProblem } from '../../api/graphql-errors';
import { applyServerProblems } from './apply-server-problems';
import { lazyZodResolver, type SchemaLoader } from './lazy-zod-resolver';

export interface ServerForm<Input extends FieldValues, Output> {
  readonly form: UseFormReturn<Input, unknown, Output>;
  /** Problems of the last submit that name no field of this form, for FormProblems to show. */
  readonly problems: readonly ServerProblem[];
  readonly onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** For the form's `onFocusCapture`: starts loading a lazily loaded schema as soon as someone starts on the form. */
  readonly prepare: () => void;
}

/** The rules: a schema, or (on public pages, to keep zod off them until it is needed) a loader for one. */
export type FormRules<Input extends FieldValues, Output> =
  { readonly schema: z.ZodType<Output, Input> } | { readonly loadSchema: SchemaLoader<Input, Output> };

const nothingToPrepare = (): void => undefined;

function resolverFor<Input extends FieldValues, Output>(rules: FormRules<Input, Output>) {
  if ('schema' in rules) return { resolver: zodResolver(rules.schema), load: nothingToPrepare };
  return lazyZodResolver(rules.loadSchema);
}

/**
 * The forms' shared behaviour (SPEC §5): zod rules checked once a field is touched, then `submit`; a server
 * error that names one of `fields` shows under that field, any other above the form.
 */
export function useServerForm<Input extends FieldValues, Output>(
  options: FormRules<Input, Output> & {
    readonly defaultValues: DefaultValues<Input>;
    readonly fields: readonly Path<Input>[];
    readonly submit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void>;
  },
): ServerForm<Input, Output> {
  const [problems, setProblems] = useState<readonly ServerProblem[]>([]);
  // Made once: a lazily loaded schema stays loaded for the form's life.
  const [rules] = useState(() => resolverFor(options));
  const form = useForm<Input, unknown, Output>({
    resolver: rules.resolver,
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await options.submit(values, form);
    } catch (error) {
      setProblems(applyServerProblems(error, options.fields, form.setError));
    }
  });
  const onSubmit = async (event?: React.BaseSyntheticEvent): Promise<void> => {
    try {
      await submit(event);
    } catch (error) {
      // Only the checking can throw here (a schema that could not be fetched): a connection problem.
      setProblems(serverProblems(error));
    }
  };
  return { form, problems, onSubmit, prepare: rules.load };
}
