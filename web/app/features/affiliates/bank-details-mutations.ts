import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { BankDetailsInput } from '../../gql/graphql';

const SaveUserBankDetailsMutation = graphql(`
  mutation SaveUserBankDetails($input: BankDetailsInput!) {
    saveUserBankDetails(input: $input) {
      firstName
      lastName
      bankName
      country
      sortCode
      accountNumber
      iban
      swiftBic
    }
  }
`);

const UpdateUserBankDetailsMutation = graphql(`
  mutation UpdateUserBankDetails($input: BankDetailsInput!) {
    updateUserBankDetails(input: $input) {
      firstName
      lastName
      bankName
      country
      sortCode
      accountNumber
      iban
      swiftBic
    }
  }
`);

/** Saves the first bank details; CONFLICT when some are saved already (then they are updated instead). */
export async function saveBankDetails(input: BankDetailsInput) {
  const result = await requestGraphql(SaveUserBankDetailsMutation, { input });
  return result.saveUserBankDetails;
}

/** Replaces the saved bank details in full: the account number or IBAN is sent again, never kept from before. */
export async function updateBankDetails(input: BankDetailsInput) {
  const result = await requestGraphql(UpdateUserBankDetailsMutation, { input });
  return result.updateUserBankDetails;
}
