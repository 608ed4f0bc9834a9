import type { ReactNode } from 'react';
import { readDateTime } from '../../api/date-time-scalar';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatDateTime } from '../../format/format-date-time';
import type { AffiliateTransactionRow } from './affiliate-transaction';

/** One column after the date: its heading, whether it holds money (right-aligned), and its cell. */
export interface TransactionColumn {
  readonly heading: string;
  readonly money?: boolean;
  readonly cell: (row: AffiliateTransactionRow) => ReactNode;
}

/** One page of ledger rows, dated first; the payouts, commissions and balance lists differ only in their columns. */
export function TransactionTable({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly AffiliateTransactionRow[];
  columns: readonly TransactionColumn[];
}) {
  const numeric = (column: TransactionColumn) => (column.money === true ? 'workspace-table__number' : undefined);
  return (
    <TableScroll label={caption}>
      <table className="table workspace-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {columns.map((column) => (
              <th key={column.heading} scope="col" className={numeric(column)}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="Date">{formatDateTime(readDateTime(row.dateTime))}</td>
              {columns.map((column) => (
                <td key={column.heading} className={numeric(column)} data-label={column.heading}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
