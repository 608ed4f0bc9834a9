import { createWebsite } from '../../websites/website-mutations';
import { websiteQueryKey } from '../../websites/website-queries';
import { InlineCreateForm, type CreatedItem } from './inline-create-form';

/**
 * Adds a website without leaving the flow. Once the lists have refetched, `onAdded` gets the new id, so the
 * select it is chosen in already has it as an option.
 */
export function AddWebsiteForm({
  onAdded,
  onCancel,
  autoFocus,
}: {
  onAdded: (website: CreatedItem) => void;
  onCancel: (() => void) | null;
  autoFocus: boolean;
}) {
  return (
    <InlineCreateForm
      formLabel="Add a website"
      nameLabel="Website name"
      address={{ label: 'Website address', hint: 'Its home page, like https://shop.example', kind: 'website' }}
      submitLabel="Add website"
      submittingLabel="Adding website…"
      create={createWebsite}
      queryKey={websiteQueryKey}
      onAdded={onAdded}
      onCancel={onCancel}
      autoFocus={autoFocus}
    />
  );
}
