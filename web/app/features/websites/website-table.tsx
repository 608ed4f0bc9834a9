import { Link } from '@tanstack/react-router';
import type { Currency } from '../../gql/graphql';
import { ScriptSeen, type ScriptSeenData } from '../install/script-seen';
import { invalidateAfterWebsiteChange } from '../workspace/invalidate-workspace';
import { WorkspaceTable, type WorkspaceList, type WorkspaceRowData } from '../workspace/workspace-table';
import { EditWebsiteRow } from './edit-website-row';
import { websiteAddressField } from './website-address-field';
import { deleteWebsite, updateWebsite } from './website-mutations';

export interface WebsiteRowData extends WorkspaceRowData {
  /** The install check: the page the tracking script was last seen on, and when. */
  readonly scriptSeen: ScriptSeenData | null;
  /** The script seen on a near address (the other scheme, the www twin): the address is likely wrong. */
  readonly scriptSeenNearby?: ScriptSeenData | null;
  /** The most one order adds to revenue, in the currency's minor unit; null: no maximum. */
  readonly maxOrderValue?: number | null;
  readonly currency?: Currency;
  /** Origins beside its own whose pages may enrol its visitors. */
  readonly extraOrigins?: readonly string[];
  /** The most sessions its tests may be charged in a UTC day; null: no budget. */
  readonly dailySessionBudget?: number | null;
}

/** The id of the heading above the list, which takes focus once a deleted row is gone. */
export const websitesListHeadingId = 'websites-list-heading';

const websiteList: WorkspaceList<WebsiteRowData> = {
  caption: 'Your websites',
  listHeadingId: websitesListHeadingId,
  extraColumns: [
    {
      heading: 'Tracking script',
      cell: (website) => (
        <ScriptSeen seen={website.scriptSeen} nearby={website.scriptSeenNearby} websiteUrl={website.url} />
      ),
    },
    {
      heading: 'Goals',
      cell: (website) => (
        <Link
          to="/user/websites/$websiteId/goals"
          params={{ websiteId: website.id }}
          aria-label={`Goals of ${website.name}`}
        >
          Goals
        </Link>
      ),
    },
  ],
  address: websiteAddressField,
  deleteTitle: 'Delete this website?',
  deleteDescription: (website) => (
    <p>
      Deleting <strong>{website.name}</strong> also deletes its pages and their tests.
    </p>
  ),
  deleteConfirmLabel: 'Delete website',
  update: updateWebsite,
  editRow: (website, columns, onClose) => <EditWebsiteRow website={website} columns={columns} onClose={onClose} />,
  remove: deleteWebsite,
  invalidate: invalidateAfterWebsiteChange,
};

/**
 * One page of the owner's websites. `beforeRefresh` runs after a delete and before the lists refresh, so the
 * page can move away from a page the delete emptied rather than show it empty.
 */
export function WebsiteTable({
  websites,
  beforeRefresh,
}: {
  websites: readonly WebsiteRowData[];
  beforeRefresh: () => Promise<void>;
}) {
  return <WorkspaceTable list={websiteList} rows={websites} beforeRefresh={beforeRefresh} />;
}
