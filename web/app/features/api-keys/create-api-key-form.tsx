import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { createApiKey } from './api-key-mutations';
import { apiKeysQueryKey } from './api-key-queries';

const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(60, 'Use at most 60 characters for the name'),
});

export interface CreatedKey {
  readonly name: string;
  readonly secret: string;
}

/** Names and creates a key; the secret goes to `onCreated`, since this is the only time it is ever seen. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: createApiKeySchema,
    defaultValues: { name: '' },
    fields: ['name'],
    submit: async ({ name }, { reset }) => {
      const created = await create.mutateAsync(name);
      reset();
      onCreated({ name: created.apiKey.name, secret: created.secret });
    },
  });
  const { errors, isSubmitting } = form.formState;

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
