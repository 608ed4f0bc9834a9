import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ServerProblem } from '../../api/graphql-errors';
import { applyServerProblems } from '../../components/forms/apply-server-problems';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { createApiKey } from './api-key-mutations';
import { apiKeysQueryKey } from './api-key-queries';

const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(60, 'Use at most 60 characters for the name'),
});
type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
type CreateApiKeyValues = z.output<typeof createApiKeySchema>;

export interface CreatedKey {
  readonly name: string;
  readonly secret: string;
}

/** Names and creates a key; the secret goes to `onCreated`, since this is the only time it is ever seen. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ServerProblem[]>([]);
  const form = useForm<CreateApiKeyInput, unknown, CreateApiKeyValues>({
    resolver: zodResolver(createApiKeySchema),
    mode: 'onTouched',
    defaultValues: { name: '' },
  });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name }) => {
    setProblems([]);
    try {
      const created = await create.mutateAsync(name);
      form.reset();
      onCreated({ name: created.apiKey.name, secret: created.secret });
    } catch (error) {
      setProblems(applyServerProblems(error, ['name'], form.setError));
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormProblems problems={problems} />
      <TextField
        label="Key name"
        hint="Say where the key is used, like “CI deploys”, so you know which one to revoke later."
        autoComplete="off"
        maxLength={60}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="form__actions">
        <SubmitButton label="Create key" submittingLabel="Creating key…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
