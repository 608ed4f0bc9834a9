import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProblems } from '../../components/forms/form-problems';
import { SubmitButton } from '../../components/forms/submit-button';
import { useServerForm } from '../../components/forms/use-server-form';
import { NameAndAddressFields, type AddressFieldText } from './name-and-address-fields';
import { nameAndAddressSchema, type NameAndAddress } from './workspace-fields';

export interface NameAndAddressRowData extends NameAndAddress {
  readonly id: string;
}

/**
 * A website's or page's row turned into its edit form: name and address (a page stays on its website). Escape or
 * Cancel leaves it unchanged.
 */
export function EditNameAndAddressRow({
  item,
  columns,
  address,
  update,
  invalidate,
  onClose,
}: {
  item: NameAndAddressRowData;
  columns: number;
  address: AddressFieldText;
  update: (input: NameAndAddressRowData) => Promise<unknown>;
  invalidate: (queryClient: QueryClient) => Promise<void>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: update, onSuccess: () => invalidate(queryClient) });
  const { form, problems, onSubmit } = useServerForm({
    schema: nameAndAddressSchema,
    defaultValues: { name: item.name, url: item.url },
    fields: ['name', 'url'],
    submit: async (values) => {
      await mutation.mutateAsync({ id: item.id, ...values });
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
          aria-label={`Edit ${item.name}`}
          noValidate
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !isSubmitting) onClose();
          }}
        >
          <FormProblems problems={problems} />
          <div className="workspace-form__fields">
            <NameAndAddressFields register={form.register} errors={errors} nameLabel="Name" address={address} />
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
