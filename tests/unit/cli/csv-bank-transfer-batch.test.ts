import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { CsvBankTransferBatch } from '../../../adapters/cli/csv-bank-transfer-batch';
import type { BankTransfer } from '../../../application/ports/bank-transfer-batch';

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

/** The batch's data row, as the columns of the header name it (a cell holds no comma in these tests). */
async function writtenRows(transfer: BankTransfer): Promise<Record<string, string>[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'splitpenny-batch-'));
  directories.push(directory);
  const batch = new CsvBankTransferBatch(path.join(directory, 'batch.csv'));
  await batch.write([transfer]);
  const text = await readFile(batch.name, 'utf8');
  const [header = '', ...rows] = text.split('\n').filter((line) => line !== '');
  const names = header.split(',');
  return rows.map((line) => Object.fromEntries(line.split(',').map((cell, index) => [names[index] ?? '', cell])));
}

/** How one cell holding `text` is written in the file. */
function cell(text: string): string {
  return stringify([[text]]).replace(/\n$/, '');
}

function transferWith(bankDetails: Partial<BankTransfer['bankDetails']>): BankTransfer {
  return {
    payoutId: 'payout-1',
    affiliateId: 'affiliate-1',
    amountMinor: 1234,
    currency: 'GBP',
    bankDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      bankName: 'Example Bank',
      country: 'GB',
      sortCode: '12-34-56',
      accountNumber: '12345678',
      ...bankDetails,
    } as BankTransfer['bankDetails'],
  };
}

describe('the payout CSV', () => {
  it.each([['=HYPERLINK("https://evil.example")'], ['+SUM(1;2)'], ['-2+3'], ['@SUM(1)'], ['\t=1+1'], ['\r=1+1']])(
    'writes a bank detail beginning %j as text a spreadsheet will not run',
    async (typed) => {
      const [row] = await writtenRows(transferWith({ bankName: typed, firstName: typed, lastName: typed }));
      expect(row?.['bank_name']).toBe(cell(`'${typed}`));
      expect(row?.['first_name']).toBe(cell(`'${typed}`));
      expect(row?.['last_name']).toBe(cell(`'${typed}`));
    },
  );

  it('writes ordinary details, the amount and the reference as they are', async () => {
    const [row] = await writtenRows(transferWith({ bankName: 'Bank of =Things' }));
    expect(row).toMatchObject({
      first_name: 'Ada',
      bank_name: 'Bank of =Things',
      sort_code: '12-34-56',
      amount: '12.34',
      reference: 'SPLITPENNY payout-1',
    });
  });
});
