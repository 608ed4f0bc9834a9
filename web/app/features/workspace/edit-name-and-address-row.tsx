import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServerForm } from '../../components/forms/use-server-form';
import { EditRowForm } from './edit-row-form';
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
    <EditRowForm
      label={`Edit ${item.name}`}
      columns={columns}
      problems={problems}
      submitting={isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <NameAndAddressFields register={form.register} errors={errors} nameLabel="Name" address={address} />
    </EditRowForm>
  );
}
