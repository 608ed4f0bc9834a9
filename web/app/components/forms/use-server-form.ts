import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ServerProblem } from '../../api/graphql-errors';
import { applyServerProblems } from './apply-server-problems';

export interface ServerForm<Input extends FieldValues, Output> {
  readonly form: UseFormReturn<Input, unknown, Output>;
  /** Problems of the last submit that name no field of this form, for FormProblems to show. */
  readonly problems: readonly ServerProblem[];
  readonly onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * The forms' shared behaviour (SPEC §5): zod rules checked once a field is touched, then `submit`; a server
 * error that names one of `fields` shows under that field, any other above the form.
 */
export function useServerForm<Input extends FieldValues, Output>(options: {
  readonly schema: z.ZodType<Output, Input>;
  readonly defaultValues: DefaultValues<Input>;
  readonly fields: readonly Path<Input>[];
  readonly submit: (values: Output, form: UseFormReturn<Input, unknown, Output>) => Promise<void>;
}): ServerForm<Input, Output> {
  const [problems, setProblems] = useState<readonly ServerProblem[]>([]);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    mode: 'onTouched',
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      await options.submit(values, form);
    } catch (error) {
      setProblems(applyServerProblems(error, options.fields, form.setError));
    }
  });
  return { form, problems, onSubmit };
}
