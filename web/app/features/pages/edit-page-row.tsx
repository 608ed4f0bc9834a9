import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { TextField } from '../../components/forms/text-field';
import { useServerForm } from '../../components/forms/use-server-form';
import { invalidateAfterPageChange } from '../workspace/invalidate-workspace';
import { pageFieldsSchema, pageUrlHint } from './page-fields';
import { updatePage } from './page-mutations';

/**
 * A page's row turned into its edit form: name and URL (a page stays on its website). Escape or Cancel leaves
 * it unchanged.
 */
export function EditPageRow({
  page,
  columns,
  onClose,
}: {
  page: { readonly id: string; readonly name: string; readonly url: string };
  columns: number;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: updatePage,
    onSuccess: () => invalidateAfterPageChange(queryClient),
  });
  const { form, problems, onSubmit } = useServerForm({
    schema: pageFieldsSchema,
    defaultValues: { name: page.name, url: page.url },
    fields: ['name', 'url'],
    submit: async (values) => {
      await update.mutateAsync({ id: page.id, ...values });
      onClose();
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  useEffect(() => setFocus('name', { shouldSelect: true }), [setFocus]);

  return (
    <tr className="workspace-table__edit-row">
      <td colSpan={columns}>
        <form
          className="form workspace-form workspace-form--inline"
          aria-label={`Edit ${page.name}`}
          noValidate
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isSubmitting) onClose();
          }}
        >
          <FormProblems problems={problems} />
          <div className="workspace-form__fields">
            <TextField
              label="Name"
              autoComplete="off"
              maxLength={100}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label="URL"
              hint={pageUrlHint}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              error={errors.url?.message}
              {...form.register('url')}
            />
          </div>
          <div className="form__actions">
            <SubmitButton label="Save" submittingLabel="Saving…" submitting={isSubmitting} />
            <button type="button" className="button button--secondary" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
