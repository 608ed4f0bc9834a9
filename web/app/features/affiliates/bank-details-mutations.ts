import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { BankDetailsInput } from '../../gql/graphql';

/** What the affiliate page shows of saved bank details (account number and IBAN come masked). */
export const BankDetailsFieldsFragment = graphql(`
  fragment BankDetailsFields on BankDetails {
    firstName
    lastName
    bankName
    country
    sortCode
    accountNumber
    iban
    swiftBic
  }
`);

const SaveUserBankDetailsMutation = graphql(`
  mutation SaveUserBankDetails($input: BankDetailsInput!) {
    saveUserBankDetails(input: $input) {
      ...BankDetailsFields
    }
  }
`);

const UpdateUserBankDetailsMutation = graphql(`
  mutation UpdateUserBankDetails($input: BankDetailsInput!) {
    updateUserBankDetails(input: $input) {
      ...BankDetailsFields
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
