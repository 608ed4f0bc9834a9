/** A table's cells as CSV: each row's cells in order, quoted where they hold a comma, quote or line break. */
export function tableCsv(table: HTMLTableElement): string {
  const quote = (text: string): string => (/[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return [...table.rows]
    .map((row) => [...row.cells].map((cell) => quote((cell.textContent ?? '').trim())).join(','))
    .join('\r\n');
}

/**
 * Downloads the table named by `tableId` as a CSV file: the figures exactly as the page shows them, since they are
 * read from the table itself.
 */
export function TableCsvDownload({ tableId, fileName, label }: { tableId: string; fileName: string; label: string }) {
  const download = (): void => {
    const table = document.getElementById(tableId);
    if (!(table instanceof HTMLTableElement)) return;
    const url = URL.createObjectURL(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <button type="button" className="button button--secondary button--small no-print" onClick={download}>
      {label}
    </button>
  );
}

/** A file name from a title: lower case, words joined by hyphens. */
export function csvFileName(...parts: readonly string[]): string {
  const slug = parts
    .join(' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug === '' ? 'results' : slug}.csv`;
}
