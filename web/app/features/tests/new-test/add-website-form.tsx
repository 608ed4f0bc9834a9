import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProblems } from '../../../components/forms/form-problems';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useServerForm } from '../../../components/forms/use-server-form';
import { createWebsite } from '../../websites/website-mutations';
import { websiteQueryKey } from '../../websites/website-queries';
import { websiteFieldsSchema } from '../../workspace/workspace-fields';

/**
 * Adds a website without leaving the flow. Once the lists have refetched, `onAdded` gets the new id, so the
 * select it is chosen in already has it as an option.
 */
export function AddWebsiteForm({
  onAdded,
  onCancel,
  autoFocus,
}: {
  onAdded: (website: { id: string; name: string }) => void;
  onCancel: (() => void) | null;
  autoFocus: boolean;
}) {
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: createWebsite });
  const { form, problems, onSubmit } = useServerForm({
    schema: websiteFieldsSchema,
    defaultValues: { name: '', url: '' },
    fields: ['name', 'url'],
    submit: async (values) => {
      const { insertedId } = await create.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: websiteQueryKey });
      onAdded({ id: insertedId, name: values.name });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form inline-create" noValidate onSubmit={onSubmit} aria-label="Add a website">
      <FormProblems problems={problems} />
      <TextField
        label="Website name"
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={100}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Website address"
        hint="Its home page, like https://shop.example"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <div className="form__actions">
        <SubmitButton label="Add website" submittingLabel="Adding website…" submitting={isSubmitting} />
        {onCancel !== null && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
