import { describe, expect, it } from 'vitest';
import {
  bankDetailsSchema,
  bankDetailsToEdit,
  emptyBankDetails,
  type BankDetailsFieldValues,
} from '../../../web/app/features/affiliates/bank-details-fields';

const person = { firstName: 'Ada', lastName: 'Lovelace', bankName: 'Northern Bank' };
const uk: BankDetailsFieldValues = {
  ...emptyBankDetails,
  ...person,
  country: 'GB',
  sortCode: '12-34-56',
  accountNumber: '12345678',
};
const german: BankDetailsFieldValues = {
  ...emptyBankDetails,
  ...person,
  country: 'de',
  iban: 'DE89 3704 0044 0532 0130 00',
  swiftBic: 'cobadeffxxx',
};

/** The first message for each field, as the form shows them. */
function problems(values: BankDetailsFieldValues): Record<string, string> {
  const parsed = bankDetailsSchema.safeParse(values);
  if (parsed.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of parsed.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("the bank details form's rules (the server's, with its messages)", () => {
  it('accepts a UK sort code and account number, dropping separators; blank fields are not given', () => {
    expect(bankDetailsSchema.parse(uk)).toEqual({
      ...person,
      country: 'GB',
      sortCode: '123456',
      accountNumber: '12345678',
      iban: null,
      swiftBic: null,
    });
  });

  it('accepts an IBAN with its SWIFT/BIC, in electronic format and upper case', () => {
    expect(bankDetailsSchema.parse(german)).toMatchObject({
      country: 'DE',
      iban: 'DE89370400440532013000',
      swiftBic: 'COBADEFFXXX',
      sortCode: null,
      accountNumber: null,
    });
  });

  it.each<[string, BankDetailsFieldValues, Record<string, string>]>([
    [
      'nothing entered',
      emptyBankDetails,
      {
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        bankName: 'Enter the name of your bank',
        country: 'Choose the country of your bank account',
        iban: 'Enter a UK sort code and account number, or an IBAN',
      },
    ],
    ['a short sort code', { ...uk, sortCode: '12-34' }, { sortCode: 'Enter a 6-digit sort code, like 12-34-56' }],
    ['a short account number', { ...uk, accountNumber: '1234' }, { accountNumber: 'Enter an 8-digit account number' }],
    ['a bad IBAN', { ...german, iban: 'DE00 0000' }, { iban: 'Enter a valid IBAN, like GB82 WEST 1234 5698 7654 32' }],
    [
      'a bad SWIFT/BIC',
      { ...german, swiftBic: 'ABC' },
      { swiftBic: 'Enter a valid SWIFT/BIC code of 8 or 11 characters, like NWBKGB2L' },
    ],
    [
      'a sort code alone',
      { ...uk, accountNumber: '' },
      { accountNumber: 'Enter the account number that goes with the sort code' },
    ],
    [
      'an account number alone',
      { ...uk, sortCode: '' },
      { sortCode: 'Enter the sort code that goes with the account number' },
    ],
    [
      'a sort code outside the UK',
      { ...uk, country: 'DE' },
      { sortCode: 'A sort code and account number are for UK accounts: enter an IBAN instead' },
    ],
    [
      'neither a UK account nor an IBAN',
      { ...uk, sortCode: '', accountNumber: '' },
      { iban: 'Enter a UK sort code and account number, or an IBAN' },
    ],
    [
      'an IBAN without its SWIFT/BIC',
      { ...german, swiftBic: '' },
      { swiftBic: 'Enter the SWIFT/BIC code of your bank' },
    ],
  ])('refuses %s', (_name, values, expected) => {
    expect(problems(values)).toEqual(expected);
  });

  it('edits start from the saved details, but the masked account number and IBAN are typed again', () => {
    const saved = {
      ...person,
      country: 'GB',
      sortCode: '123456',
      accountNumber: '****5678',
      iban: null,
      swiftBic: null,
    };
    expect(bankDetailsToEdit(saved)).toEqual({
      ...person,
      country: 'GB',
      sortCode: '12-34-56',
      accountNumber: '',
      iban: '',
      swiftBic: '',
    });
  });
});
