import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProblems } from '../../../components/forms/form-problems';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useServerForm } from '../../../components/forms/use-server-form';
import { createPage } from '../../pages/page-mutations';
import { pageFieldsSchema } from '../../pages/page-fields';
import { pageQueryKey } from '../../pages/page-queries';

/** Adds a page to the chosen website without leaving the flow; `onAdded` runs once the page lists have it. */
export function AddPageForm({
  websiteId,
  websiteUrl,
  onAdded,
  onCancel,
  autoFocus,
}: {
  websiteId: string;
  websiteUrl: string;
  onAdded: (page: { id: string; name: string }) => void;
  onCancel: (() => void) | null;
  autoFocus: boolean;
}) {
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: createPage });
  const { form, problems, onSubmit } = useServerForm({
    schema: pageFieldsSchema,
    defaultValues: { name: '', url: '' },
    fields: ['name', 'url'],
    submit: async (values) => {
      const { insertedId } = await create.mutateAsync({ ...values, websiteId });
      await queryClient.invalidateQueries({ queryKey: pageQueryKey });
      onAdded({ id: insertedId, name: values.name });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form inline-create" noValidate onSubmit={onSubmit} aria-label="Add a page">
      <FormProblems problems={problems} />
      <TextField
        label="Page name"
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={100}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Page address"
        hint={`A path like /pricing, or a full address on ${websiteUrl}`}
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <div className="form__actions">
        <SubmitButton label="Add page" submittingLabel="Adding page…" submitting={isSubmitting} />
        {onCancel !== null && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
