import { useQueryClient } from '@tanstack/react-query';
import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { DeleteRowButton } from '../workspace/delete-row-button';
import { EditWebsiteRow } from './edit-website-row';
import { invalidateAfterWebsiteChange } from '../workspace/invalidate-workspace';
import { useInlineEdit } from '../workspace/use-inline-edit';
import { deleteWebsite } from './website-mutations';

export interface WebsiteRowData {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly lastModified: unknown;
}

const columns = 4;

/** The id of the heading above the list, which takes focus once a deleted row is gone. */
export const websitesListHeadingId = 'websites-list-heading';
const listHeadingId = websitesListHeadingId;

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
  return (
    <div className="table-scroll">
      <table className="table workspace-table">
        <caption className="visually-hidden">Your websites</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">URL</th>
            <th scope="col">Last modified</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {websites.map((website) => (
            <WebsiteRow key={website.id} website={website} beforeRefresh={beforeRefresh} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WebsiteRow({ website, beforeRefresh }: { website: WebsiteRowData; beforeRefresh: () => Promise<void> }) {
  const queryClient = useQueryClient();
  const { editing, editButtonRef, startEditing, stopEditing } = useInlineEdit();
  if (editing) return <EditWebsiteRow website={website} columns={columns} onClose={stopEditing} />;

  const focusListHeading = (): void => document.getElementById(listHeadingId)?.focus();
  const afterDelete = async (): Promise<void> => {
    // The row and its Delete button are about to go: focus moves to the list's heading, not the page's top.
    focusListHeading();
    await beforeRefresh();
    await invalidateAfterWebsiteChange(queryClient);
    // Moving to the previous page renders another heading; focus follows it there.
    if (document.activeElement === document.body) focusListHeading();
  };

  return (
    <tr>
      <th scope="row">{website.name}</th>
      <td>
        <a href={website.url} target="_blank" rel="noopener noreferrer">
          {website.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </td>
      <td>{formatDateTime(readDateTime(website.lastModified))}</td>
      <td>
        <div className="workspace-table__actions">
          <button
            ref={editButtonRef}
            type="button"
            className="button button--secondary button--small"
            aria-label={`Edit ${website.name}`}
            onClick={startEditing}
          >
            Edit
          </button>
          <DeleteRowButton
            name={website.name}
            title="Delete this website?"
            description={
              <p>
                Deleting <strong>{website.name}</strong> also deletes its pages and their tests.
              </p>
            }
            confirmLabel="Delete website"
            onConfirm={() => deleteWebsite(website.id).then(() => undefined)}
            onDeleted={afterDelete}
          />
        </div>
      </td>
    </tr>
  );
}
