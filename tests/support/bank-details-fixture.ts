import type { BankDetails } from '../../domain/affiliates/bank-details';

/** UK bank details as they are stored once the input is checked (separators dropped). */
export const storedUkBankDetails: BankDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  bankName: 'Bank of Example',
  country: 'GB',
  sortCode: '123456',
  accountNumber: '12345678',
  iban: null,
  swiftBic: null,
};
