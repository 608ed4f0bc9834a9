import { invalidateAfterWebsiteChange } from '../workspace/invalidate-workspace';
import { AddToListForm, type AddToListText } from '../workspace/add-to-list-form';
import { NameAndAddressFields } from '../workspace/name-and-address-fields';
import { useAddToList } from '../workspace/use-add-to-list';
import { websiteFieldsSchema } from '../workspace/workspace-fields';
import { websiteAddressField } from './website-address-field';
import { createWebsite } from './website-mutations';

const text: AddToListText = {
  headingId: 'add-website-heading',
  heading: 'Add a website',
  submitLabel: 'Add website',
  submittingLabel: 'Adding website…',
};

/**
 * Adds a website by name and address. The newest website heads the list, so `onAdded` lets the page show the
 * first page of it.
 */
export function AddWebsiteForm({ onAdded }: { onAdded: () => void }) {
  const state = useAddToList({
    schema: websiteFieldsSchema,
    defaultValues: { name: '', url: '' },
    fields: ['name', 'url'],
    create: createWebsite,
    invalidate: invalidateAfterWebsiteChange,
    onAdded,
  });
  const { form } = state;

  return (
    <AddToListForm text={text} state={state}>
      <NameAndAddressFields
        register={form.register}
        errors={form.formState.errors}
        nameLabel="Name"
        address={websiteAddressField}
      />
    </AddToListForm>
  );
}
