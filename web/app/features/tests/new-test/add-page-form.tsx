import { createPage } from '../../pages/page-mutations';
import { pageQueryKey } from '../../pages/page-queries';
import { InlineCreateForm, type CreatedItem } from './inline-create-form';

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
  onAdded: (page: CreatedItem) => void;
  onCancel: (() => void) | null;
  autoFocus: boolean;
}) {
  return (
    <InlineCreateForm
      formLabel="Add a page"
      nameLabel="Page name"
      address={{
        label: 'Page address',
        hint: `A path like /pricing, or a full address on ${websiteUrl}`,
        kind: 'page',
      }}
      submitLabel="Add page"
      submittingLabel="Adding page…"
      create={(values) => createPage({ ...values, websiteId })}
      queryKey={pageQueryKey}
      onAdded={onAdded}
      onCancel={onCancel}
      autoFocus={autoFocus}
    />
  );
}
