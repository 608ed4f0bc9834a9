import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { BankTransfer, BankTransferBatch } from '../../application/ports/bank-transfer-batch';

const columns = [
  'payout_id',
  'first_name',
  'last_name',
  'bank_name',
  'country',
  'sort_code',
  'account_number',
  'iban',
  'swift_bic',
  'amount',
  'currency',
  'reference',
] as const;

/**
 * A cell a spreadsheet would read as a formula (or, after a tab or carriage return, as the start of one): names and
 * bank names are typed by affiliates, and `=HYPERLINK(…)` in one would run when the operator opens the batch.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * The cell as text a spreadsheet shows as it is: OWASP's CSV injection advice, a single quote before a cell that
 * starts like a formula (and the cell quoted, see bankTransferCsv). Every other cell is left exactly as typed.
 */
export function spreadsheetSafe(cell: string): string {
  return formulaStart.test(cell) ? `'${cell}` : cell;
}

function row(transfer: BankTransfer): Record<(typeof columns)[number], string> {
  const details = transfer.bankDetails;
  const cells = {
    payout_id: transfer.payoutId,
    first_name: details.firstName,
    last_name: details.lastName,
    bank_name: details.bankName,
    country: details.country,
    sort_code: details.sortCode ?? '',
    account_number: details.accountNumber ?? '',
    iban: details.iban ?? '',
    swift_bic: details.swiftBic ?? '',
    amount: (transfer.amountMinor / 100).toFixed(2),
    currency: transfer.currency,
    // What the affiliate sees on their statement: the whole payout id, so a row is traced to exactly one payout and
    // a repeat of it is recognisable to the bank.
    reference: `SPLITPENNY ${transfer.payoutId}`,
  };
  return Object.fromEntries(Object.entries(cells).map(([name, cell]) => [name, spreadsheetSafe(cell)])) as typeof cells;
}

/** The batch's text: a header, then a row per transfer; an escaped cell is also quoted, as OWASP advises. */
export function bankTransferCsv(transfers: readonly BankTransfer[]): string {
  return stringify(transfers.map(row), { header: true, columns: [...columns], quoted_match: /^'[=+\-@\t\r]/ });
}

/**
 * The bank transfers of a payout run as a CSV file for the bank's bulk upload: written to a temporary file first
 * and renamed into place, so the file named is either the whole batch or not there at all.
 */
export class CsvBankTransferBatch implements BankTransferBatch {
  /** The file's absolute path: payouts are claimed by it, so `out.csv` and `./out.csv` must be one batch. */
  readonly name: string;

  constructor(file: string) {
    this.name = path.resolve(file);
  }

  async write(transfers: readonly BankTransfer[]): Promise<void> {
    const partial = `${this.name}.partial`;
    try {
      await writeFile(partial, bankTransferCsv(transfers), { flag: 'w' });
      await rename(partial, this.name);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
}
