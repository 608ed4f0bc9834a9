import { useQueryClient } from '@tanstack/react-query';
import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { DeleteRowButton } from '../workspace/delete-row-button';
import { invalidateAfterPageChange } from '../workspace/invalidate-workspace';
import { useInlineEdit } from '../workspace/use-inline-edit';
import { EditPageRow } from './edit-page-row';
import { deletePage } from './page-mutations';

export interface PageRowData {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly lastModified: unknown;
  readonly website: { readonly name: string };
}

const columns = 5;

/** The id of the heading above the list, which takes focus once a deleted row is gone. */
export const pagesListHeadingId = 'pages-list-heading';
const listHeadingId = pagesListHeadingId;

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
  return (
    <div className="table-scroll">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your pages</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">URL</th>
            <th scope="col">Website</th>
            <th scope="col">Last modified</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <PageRow key={page.id} page={page} beforeRefresh={beforeRefresh} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PageRow({ page, beforeRefresh }: { page: PageRowData; beforeRefresh: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const { editing, editButtonRef, startEditing, stopEditing } = useInlineEdit();
  if (editing) return <EditPageRow page={page} columns={columns} onClose={stopEditing} />;

  const focusListHeading = (): void => document.getElementById(listHeadingId)?.focus();
  const afterDelete = async (): Promise<void> => {
    // The row and its Delete button are about to go: focus moves to the list's heading, not the page's top.
    focusListHeading();
    await beforeRefresh();
    await invalidateAfterPageChange(queryClient);
    // Moving to the previous page renders another heading; focus follows it there.
    if (document.activeElement === document.body) focusListHeading();
  };

  return (
    <tr>
      <th scope="row">{page.name}</th>
      <td>
        <a href={page.url} target="_blank" rel="noopener noreferrer">
          {page.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </td>
      <td>{page.website.name}</td>
      <td>{formatDateTime(readDateTime(page.lastModified))}</td>
      <td>
        <div className="workspace-table__actions">
          <button
            ref={editButtonRef}
            type="button"
            className="button button--secondary button--small"
            aria-label={`Edit ${page.name}`}
            onClick={startEditing}
          >
            Edit
          </button>
          <DeleteRowButton
            name={page.name}
            title="Delete this page?"
            description={
              <p>
                Deleting <strong>{page.name}</strong> also deletes its tests.
              </p>
            }
            confirmLabel="Delete page"
            onConfirm={() => deletePage(page.id).then(() => undefined)}
            onDeleted={afterDelete}
          />
        </div>
      </td>
    </tr>
  );
}
