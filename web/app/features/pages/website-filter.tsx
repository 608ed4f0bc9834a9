import { WebsiteSelectField } from '../websites/website-select-field';

/**
 * Narrows a list to one website; '-- Select --' means every website. Each change applies at once (the list
 * updates in place and focus stays here, so keyboard users can keep stepping through the websites).
 */
export function WebsiteFilter({
  websites,
  websiteId,
  onChange,
}: {
  websites: readonly { readonly id: string; readonly name: string }[];
  websiteId: string | null;
  onChange: (websiteId: string | null) => void;
}) {
  return (
    <div className="workspace-filter">
      <WebsiteSelectField
        label="Filter by website"
        websites={websites}
        value={websiteId ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      />
    </div>
  );
}
