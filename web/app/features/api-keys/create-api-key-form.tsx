import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { FormProblems } from '../../components/forms/form-problems';
import { useServerForm } from '../../components/forms/use-server-form';
import { SubmitButton } from '../../components/forms/submit-button';
import { RadioGroupField } from '../../components/forms/radio-group-field';
import { TextField } from '../../components/forms/text-field';
import { createApiKey } from './api-key-mutations';
import { apiKeysQueryKey } from './api-key-queries';
import { apiKeyScopeOptions, apiKeyScopeValues } from './api-key-scope';

const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(60, 'Use at most 60 characters for the name'),
  scope: z.enum(apiKeyScopeValues, 'Choose what the key may do'),
});

export interface CreatedKey {
  readonly name: string;
  readonly secret: string;
}

/**
 * Names and creates a key, read only unless the owner chooses otherwise; the secret goes to `onCreated`, since this
 * is the only time it is ever seen.
 */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: createApiKeySchema,
    defaultValues: { name: '', scope: 'READ' },
    fields: ['name', 'scope'],
    submit: async (input, { reset }) => {
      const created = await create.mutateAsync(input);
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
      <RadioGroupField
        legend="Access"
        options={apiKeyScopeOptions}
        register={form.register('scope')}
        error={errors.scope?.message}
      />

      <div className="form__actions">
        <SubmitButton label="Create key" submittingLabel="Creating key…" submitting={isSubmitting} />
      </div>
    </form>
  );
}
