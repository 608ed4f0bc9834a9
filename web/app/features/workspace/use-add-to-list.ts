import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { useServerForm, type ServerForm } from '../../components/forms/use-server-form';

export interface AddToListState<Input extends FieldValues, Output> extends ServerForm<Input, Output> {
  /** The name of what the last submit added, for the form's "Added …" notice; null before and while sending. */
  readonly added: string | null;
}

/**
 * An add form above a workspace list: sends `create`, refreshes the lists, empties the form (or sets it to
 * `valuesAfterAdding`) and says what was added. The newest item heads the list, so `onAdded` lets the screen
 * show the first page of it.
 */
export function useAddToList<Input extends FieldValues, Output extends { readonly name: string }>({
  schema,
  defaultValues,
  fields,
  create,
  invalidate,
  valuesAfterAdding,
  onAdded,
}: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  fields: readonly Path<Input>[];
  create: (values: Output) => Promise<unknown>;
  invalidate: (queryClient: QueryClient) => Promise<void>;
  valuesAfterAdding?: (added: Output) => DefaultValues<Input>;
  onAdded: () => void;
}): AddToListState<Input, Output> {
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: create, onSuccess: () => invalidate(queryClient) });
  const serverForm = useServerForm({
    schema,
    defaultValues,
    fields,
    submit: async (values, { reset }) => {
      setAdded(null);
      await mutation.mutateAsync(values);
      reset(valuesAfterAdding?.(values));
      setAdded(values.name);
      onAdded();
    },
  });
  return { ...serverForm, added };
}
