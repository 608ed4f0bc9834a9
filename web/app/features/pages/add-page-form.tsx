import { invalidateAfterPageChange } from '../workspace/invalidate-workspace';
import { AddToListForm, type AddToListText } from '../workspace/add-to-list-form';
import { NameAndAddressFields } from '../workspace/name-and-address-fields';
import { useAddToList } from '../workspace/use-add-to-list';
import { WebsiteSelectField } from '../websites/website-select-field';
import { newPageFieldsSchema, pageAddressField } from './page-fields';
import { createPage } from './page-mutations';

const text: AddToListText = {
  headingId: 'add-page-heading',
  heading: 'Add a page',
  submitLabel: 'Add page',
  submittingLabel: 'Adding page…',
};

/**
 * Adds a page to one of the owner's websites; the website of the list's filter is chosen to start with.
 * The newest page heads the list, so `onAdded` lets the page show the first page of it.
 */
export function AddPageForm({
  websites,
  defaultWebsiteId,
  onAdded,
}: {
  websites: readonly { readonly id: string; readonly name: string }[];
  defaultWebsiteId: string | null;
  onAdded: () => void;
}) {
  const state = useAddToList({
    schema: newPageFieldsSchema,
    defaultValues: { websiteId: defaultWebsiteId ?? '', name: '', url: '' },
    fields: ['websiteId', 'name', 'url'],
    create: createPage,
    invalidate: invalidateAfterPageChange,
    // The next page most likely goes on the same website.
    valuesAfterAdding: ({ websiteId }) => ({ websiteId, name: '', url: '' }),
    onAdded,
  });
  const { form } = state;
  const { errors } = form.formState;

  return (
    <AddToListForm text={text} state={state}>
      <WebsiteSelectField
        label="Website"
        websites={websites}
        error={errors.websiteId?.message}
        {...form.register('websiteId')}
      />
      <NameAndAddressFields register={form.register} errors={errors} nameLabel="Name" address={pageAddressField} />
    </AddToListForm>
  );
}
