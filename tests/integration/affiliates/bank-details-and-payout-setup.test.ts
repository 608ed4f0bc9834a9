import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { BANK_DETAILS_FIELDS, dashboardOf, ukBankDetails } from '../../support/affiliate-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const SAVE = `mutation Save($input: BankDetailsInput!) { saveUserBankDetails(input: $input) { ${BANK_DETAILS_FIELDS} } }`;
const UPDATE = `mutation Update($input: BankDetailsInput!) { updateUserBankDetails(input: $input) { ${BANK_DETAILS_FIELDS} } }`;
const START_ONBOARDING = 'mutation { addInitialAffiliatePaymentDetails }';

const ibanDetails = {
  firstName: 'Jean',
  lastName: 'Dupont',
  bankName: 'Banque Exemple',
  country: 'FR',
  iban: 'FR14 2004 1010 0505 0001 3M02 606',
  swiftBic: 'bnpafrpp',
};

describe('bank details and payout setup (local test mode)', () => {
  const testApp = useTestApplication({ publicUrl: 'http://app.test' });
  const app = () => testApp().app;
  const save = (token: string, input: object, query = SAVE) => postGraphql(app(), query, { input }, { bearer: token });

  it.each<[string, object, string, string]>([
    ['no first name', { ...ukBankDetails, firstName: ' ' }, 'firstName', 'Enter your first name'],
    ['an unknown country', { ...ukBankDetails, country: 'XX' }, 'country', 'Choose the country of your bank account'],
    [
      'a short sort code',
      { ...ukBankDetails, sortCode: '12-34' },
      'sortCode',
      'Enter a 6-digit sort code, like 12-34-56',
    ],
    [
      'a 7-digit account number',
      { ...ukBankDetails, accountNumber: '1234567' },
      'accountNumber',
      'Enter an 8-digit account number',
    ],
    [
      'a sort code without its account number',
      { ...ukBankDetails, accountNumber: '' },
      'accountNumber',
      'Enter the account number that goes with the sort code',
    ],
    [
      'neither a UK account nor an IBAN',
      { ...ukBankDetails, sortCode: null, accountNumber: null },
      'iban',
      'Enter a UK sort code and account number, or an IBAN',
    ],
    [
      'an IBAN with a wrong checksum',
      { ...ibanDetails, iban: 'FR15 2004 1010 0505 0001 3M02 606' },
      'iban',
      'Enter a valid IBAN, like GB82 WEST 1234 5698 7654 32',
    ],
    ['an IBAN without a BIC', { ...ibanDetails, swiftBic: '' }, 'swiftBic', 'Enter the SWIFT/BIC code of your bank'],
    [
      'a malformed BIC',
      { ...ibanDetails, swiftBic: 'BNP' },
      'swiftBic',
      'Enter a valid SWIFT/BIC code of 8 or 11 characters, like NWBKGB2L',
    ],
    [
      'a UK sort code for a French account',
      { ...ukBankDetails, country: 'FR' },
      'sortCode',
      'A sort code and account number are for UK accounts: enter an IBAN instead',
    ],
  ])('refuses %s, naming the field', async (_name, input, field, message) => {
    const owner = await signUp(app());
    const reply = await save(owner.token, input);
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await dashboardOf(app(), owner.token)).userHasEnteredBankingDetails).toBe(false);
  });

  it('saves UK details once, shows them masked, and replaces them on update', async () => {
    const owner = await signUp(app());
    const saved = await save(owner.token, ukBankDetails);
    expect(saved.data).toEqual({
      saveUserBankDetails: {
        ...ukBankDetails,
        sortCode: '123456',
        accountNumber: '****5678',
        iban: null,
        swiftBic: null,
      },
    });
    expect((await save(owner.token, ukBankDetails)).error?.extensions?.code).toBe('CONFLICT');
    expect(await dashboardOf(app(), owner.token)).toMatchObject({
      userBankDetails: { firstName: 'Ada', accountNumber: '****5678', iban: null },
      userHasEnteredBankingDetails: true,
      affiliatePayoutsEnabled: true,
    });

    const updated = await save(owner.token, ibanDetails, UPDATE);
    expect(updated.data).toEqual({
      updateUserBankDetails: {
        ...ibanDetails,
        iban: '***********************2606',
        swiftBic: 'BNPAFRPP',
        sortCode: null,
        accountNumber: null,
      },
    });
  });

  it('keeps each affiliate’s details to themselves', async () => {
    const owner = await signUp(app());
    await save(owner.token, ukBankDetails);
    const other = await signUp(app());
    expect((await save(other.token, ukBankDetails, UPDATE)).error?.extensions?.code).toBe('NOT_FOUND');
    expect(await dashboardOf(app(), other.token)).toMatchObject({
      userBankDetails: null,
      userHasEnteredBankingDetails: false,
      affiliatePayoutsEnabled: false,
    });
    expect((await dashboardOf(app(), owner.token)).userBankDetails?.firstName).toBe('Ada');
  });

  it('enables payouts through the local onboarding page, for that account only', async () => {
    const owner = await signUp(app());
    const reply = await postGraphql<{ addInitialAffiliatePaymentDetails: string }>(
      app(),
      START_ONBOARDING,
      {},
      {
        bearer: owner.token,
      },
    );
    const url = new URL(reply.data?.addInitialAffiliatePaymentDetails ?? '');
    expect(url.origin).toBe('http://app.test');
    expect(url.pathname).toMatch(/^\/checkout\/local\/payouts\/local_acct_/);
    expect(url.pathname).not.toContain(owner.id);

    const page = await app().inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Enable payouts');
    expect((await dashboardOf(app(), owner.token)).affiliatePayoutsEnabled).toBe(false);

    const cancelled = await app().inject({ method: 'POST', url: `${url.pathname}/cancel` });
    expect(cancelled.headers.location).toBe('/user/profile/affiliate');
    expect((await dashboardOf(app(), owner.token)).affiliatePayoutsEnabled).toBe(false);

    const enabled = await app().inject({ method: 'POST', url: `${url.pathname}/enable` });
    expect(enabled.statusCode).toBe(303);
    expect(enabled.headers.location).toBe('/user/profile/affiliate?payouts=returned');
    expect((await dashboardOf(app(), owner.token)).affiliatePayoutsEnabled).toBe(true);

    const unknown = await app().inject({ method: 'POST', url: '/checkout/local/payouts/local_acct_nobody/enable' });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs a signed-in affiliate for every payout detail', async () => {
    for (const query of [
      START_ONBOARDING,
      'query { userBankDetails { firstName } }',
      'query { affiliatePayoutsEnabled }',
    ]) {
      expect((await postGraphql(app(), query)).error?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
