import { describe, expect, it } from 'vitest';
import { maskedBankDetails, maskTail } from '../../../../domain/affiliates/bank-details';
import { storedUkBankDetails } from '../../../support/bank-details-fixture';

describe('bank details shown back', () => {
  it.each<[string | null, string | null]>([
    ['12345678', '****5678'],
    ['GB82WEST12345698765432', '******************5432'],
    ['1234', '1234'],
    [null, null],
  ])('%s is shown as %s', (value, shown) => {
    expect(maskTail(value)).toBe(shown);
  });

  it('masks the account number and IBAN, and nothing else', () => {
    const details = { ...storedUkBankDetails, iban: 'GB82WEST12345698765432', swiftBic: 'NWBKGB2L' };
    expect(maskedBankDetails(details)).toEqual({
      ...details,
      accountNumber: '****5678',
      iban: '******************5432',
    });
  });
});
