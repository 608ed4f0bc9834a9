import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createWorkspace, dataOf } from '../../support/workspace-operations';

const CURRENCY = `query Currency($id: ID!, $testId: ID!) { website(id: $id) { currency } test(id: $testId) { currency } }`;
const SET = `mutation Set($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { name currency } }`;
const CREATE = `mutation Create($currency: Currency) {
  createWebsite(url: "https://euro-shop.example", name: "Euro shop", currency: $currency) { insertedId } }`;

describe("a website's currency", () => {
  const testApp = useTestApplication();

  it('is GBP unless chosen, changes, stays through other changes, and is the currency of its tests', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createWorkspace(app, owner.token);
    const read = async () =>
      dataOf(
        await postGraphql<{ website: { currency: string }; test: { currency: string } }>(
          app,
          CURRENCY,
          { id: ws.websiteId, testId: ws.testId },
          { bearer: owner.token },
        ),
      );
    const set = async (input: Record<string, unknown>) =>
      dataOf(await postGraphql(app, SET, { input: { id: ws.websiteId, ...input } }, { bearer: owner.token }));
    expect(await read()).toEqual({ website: { currency: 'GBP' }, test: { currency: 'GBP' } });

    expect(await set({ currency: 'EUR' })).toEqual({ updateWebsite: { name: 'Shop', currency: 'EUR' } });
    expect(await set({ name: 'Renamed' })).toEqual({ updateWebsite: { name: 'Renamed', currency: 'EUR' } });
    expect(await read()).toEqual({ website: { currency: 'EUR' }, test: { currency: 'EUR' } });
    // A share link's readers see it too, so its figures carry the right symbol.
    const { createTestShareLink } = dataOf(
      await postGraphql<{ createTestShareLink: { token: string } }>(
        app,
        'mutation($testId: ID!) { createTestShareLink(testId: $testId) { token } }',
        { testId: ws.testId },
        { bearer: owner.token },
      ),
    );
    const shared = await postGraphql(
      app,
      'query($token: String!) { sharedTestResults(token: $token) { test { currency } } }',
      { token: createTestShareLink.token },
    );
    expect(shared.data).toEqual({ sharedTestResults: { test: { currency: 'EUR' } } });
  });

  it('is chosen when the website is added, and only from the list', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const { createWebsite } = dataOf(
      await postGraphql<{ createWebsite: { insertedId: string } }>(
        app,
        CREATE,
        { currency: 'JPY' },
        { bearer: owner.token },
      ),
    );
    const shown = await postGraphql(
      app,
      'query($id: ID!) { website(id: $id) { currency } }',
      {
        id: createWebsite.insertedId,
      },
      { bearer: owner.token },
    );
    expect(shown.data).toEqual({ website: { currency: 'JPY' } });

    const unknown = await postGraphql(
      app,
      SET,
      { input: { id: createWebsite.insertedId, currency: 'XYZ' } },
      {
        bearer: owner.token,
      },
    );
    expect(unknown.error?.message).toMatch(/Value "XYZ" does not exist in "Currency" enum/);
  });
});
