import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readDateTime } from '../../api/date-time-scalar';
import { formatDateTime } from '../../format/format-date-time';
import { TableScroll } from '../../components/tables/table-scroll';
import { DeleteRowButton } from './delete-row-button';
import { EditNameAndAddressRow, type NameAndAddressRowData } from './edit-name-and-address-row';
import type { AddressFieldText } from './name-and-address-fields';
import { useInlineEdit } from './use-inline-edit';

export interface WorkspaceRowData extends NameAndAddressRowData {
  readonly lastModified: unknown;
}

/** A column between the address and the last change, such as a page's website. */
export interface WorkspaceColumn<Row> {
  readonly heading: string;
  readonly cell: (row: Row) => ReactNode;
}

/** What sets one list (websites, pages) apart: its words, its extra columns and its mutations. */
export interface WorkspaceList<Row extends WorkspaceRowData> {
  readonly caption: string;
  /** The heading above the list, which takes focus once a deleted row is gone. */
  readonly listHeadingId: string;
  readonly extraColumns: readonly WorkspaceColumn<Row>[];
  readonly address: AddressFieldText;
  readonly deleteTitle: string;
  readonly deleteDescription: (row: Row) => ReactNode;
  readonly deleteConfirmLabel: string;
  readonly update: (input: NameAndAddressRowData) => Promise<unknown>;
  /** The row's own edit form, for a list whose items have more to edit than a name and an address. */
  readonly editRow?: (row: Row, columns: number, onClose: () => void) => ReactNode;
  readonly remove: (id: string) => Promise<unknown>;
  readonly invalidate: (queryClient: QueryClient) => Promise<void>;
}

/** Name, URL, the list's own columns, Last modified and the actions. */
const fixedColumns = 4;

/**
 * One page of the owner's websites or pages. `beforeRefresh` runs after a delete and before the lists refresh, so
 * the screen can move away from a page the delete emptied rather than show it empty.
 */
export function WorkspaceTable<Row extends WorkspaceRowData>({
  list,
  rows,
  beforeRefresh,
}: {
  list: WorkspaceList<Row>;
  rows: readonly Row[];
  beforeRefresh: () => Promise<void>;
}) {
  return (
    <TableScroll label={list.caption}>
      <table className="table workspace-table">
        <caption className="visually-hidden">{list.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">URL</th>
            {list.extraColumns.map((column) => (
              <th key={column.heading} scope="col">
                {column.heading}
              </th>
            ))}
            <th scope="col">Last modified</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <WorkspaceRow key={row.id} list={list} row={row} beforeRefresh={beforeRefresh} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function WorkspaceRow<Row extends WorkspaceRowData>({
  list,
  row,
  beforeRefresh,
}: {
  list: WorkspaceList<Row>;
  row: Row;
  beforeRefresh: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const { editing, editButtonRef, startEditing, stopEditing } = useInlineEdit();
  if (editing && list.editRow !== undefined) {
    return list.editRow(row, fixedColumns + list.extraColumns.length, stopEditing);
  }
  if (editing) {
    return (
      <EditNameAndAddressRow
        item={row}
        columns={fixedColumns + list.extraColumns.length}
        address={list.address}
        update={list.update}
        invalidate={list.invalidate}
        onClose={stopEditing}
      />
    );
  }

  const focusListHeading = (): void => document.getElementById(list.listHeadingId)?.focus();
  const afterDelete = async (): Promise<void> => {
    // The row and its Delete button are about to go: focus moves to the list's heading, not the page's top.
    focusListHeading();
    await beforeRefresh();
    await list.invalidate(queryClient);
    // Moving to the previous page renders another heading; focus follows it there.
    if (document.activeElement === document.body) focusListHeading();
  };

  return (
    <tr>
      <th scope="row">{row.name}</th>
      <td className="table__wrap" data-label="URL">
        <a href={row.url} target="_blank" rel="noopener noreferrer">
          {row.url}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </td>
      {list.extraColumns.map((column) => (
        <td key={column.heading} data-label={column.heading}>
          {column.cell(row)}
        </td>
      ))}
      <td data-label="Last modified">{formatDateTime(readDateTime(row.lastModified))}</td>
      <td>
        <div className="workspace-table__actions">
          <button
            ref={editButtonRef}
            type="button"
            className="button button--secondary button--small"
            aria-label={`Edit ${row.name}`}
            onClick={startEditing}
          >
            Edit
          </button>
          <DeleteRowButton
            name={row.name}
            title={list.deleteTitle}
            description={list.deleteDescription(row)}
            confirmLabel={list.deleteConfirmLabel}
            onConfirm={() => list.remove(row.id).then(() => undefined)}
            onDeleted={afterDelete}
          />
        </div>
      </td>
    </tr>
  );
}
