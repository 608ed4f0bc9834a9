import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProblems } from '../../../components/forms/form-problems';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useServerForm } from '../../../components/forms/use-server-form';
import { NameAndAddressFields, type AddressFieldText } from '../../workspace/name-and-address-fields';
import { nameAndAddressSchema, type NameAndAddress } from '../../workspace/workspace-fields';

export interface CreatedItem {
  readonly id: string;
  readonly name: string;
}

/**
 * Adds a website or a page without leaving the flow. Once the lists under `queryKey` have refetched, `onAdded`
 * gets the new id, so the select it is chosen in already has it as an option.
 */
export function InlineCreateForm({
  formLabel,
  nameLabel,
  address,
  submitLabel,
  submittingLabel,
  create,
  queryKey,
  onAdded,
  onCancel,
  autoFocus,
}: {
  formLabel: string;
  nameLabel: string;
  address: AddressFieldText;
  submitLabel: string;
  submittingLabel: string;
  create: (values: NameAndAddress) => Promise<{ readonly insertedId: string }>;
  queryKey: readonly string[];
  onAdded: (created: CreatedItem) => void;
  onCancel: (() => void) | null;
  autoFocus: boolean;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: create });
  const { form, problems, onSubmit } = useServerForm({
    schema: nameAndAddressSchema,
    defaultValues: { name: '', url: '' },
    fields: ['name', 'url'],
    submit: async (values) => {
      const { insertedId } = await mutation.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey });
      onAdded({ id: insertedId, name: values.name });
    },
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form className="form inline-create" noValidate onSubmit={onSubmit} aria-label={formLabel}>
      <FormProblems problems={problems} />
      <NameAndAddressFields
        register={form.register}
        errors={errors}
        nameLabel={nameLabel}
        address={address}
        autoFocus={autoFocus}
      />
      <div className="form__actions">
        <SubmitButton label={submitLabel} submittingLabel={submittingLabel} submitting={isSubmitting} />
        {onCancel !== null && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
