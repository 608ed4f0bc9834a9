import { ScriptSeen, type ScriptSeenData } from '../install/script-seen';
import { invalidateAfterPageChange } from '../workspace/invalidate-workspace';
import { WorkspaceTable, type WorkspaceList, type WorkspaceRowData } from '../workspace/workspace-table';
import { pageAddressField } from './page-fields';
import { deletePage, updatePage } from './page-mutations';

export interface PageRowData extends WorkspaceRowData {
  readonly website: { readonly name: string };
  /** The install check: when the tracking script was seen on this page (its address without the query). */
  readonly scriptSeen: ScriptSeenData | null;
}

/** The id of the heading above the list, which takes focus once a deleted row is gone. */
export const pagesListHeadingId = 'pages-list-heading';

const pageList: WorkspaceList<PageRowData> = {
  caption: 'Your pages',
  listHeadingId: pagesListHeadingId,
  extraColumns: [
    { heading: 'Website', cell: (page) => page.website.name },
    { heading: 'Tracking script', cell: (page) => <ScriptSeen seen={page.scriptSeen} /> },
  ],
  address: pageAddressField,
  deleteTitle: 'Delete this page?',
  deleteDescription: (page) => (
    <p>
      Deleting <strong>{page.name}</strong> also deletes its tests.
    </p>
  ),
  deleteConfirmLabel: 'Delete page',
  update: updatePage,
  remove: deletePage,
  invalidate: invalidateAfterPageChange,
};

/**
 * One page of the owner's pages. `beforeRefresh` runs after a delete and before the lists refresh, so the
 * screen can move away from a page the delete emptied rather than show it empty.
 */
export function PageTable({
  pages,
  beforeRefresh,
}: {
  pages: readonly PageRowData[];
  beforeRefresh: () => Promise<void>;
}) {
  return <WorkspaceTable list={pageList} rows={pages} beforeRefresh={beforeRefresh} />;
}
