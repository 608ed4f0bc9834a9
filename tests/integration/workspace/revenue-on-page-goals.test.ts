import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import { createLiveWorkspace, fetchConfig, trackingSettings } from '../../support/tracking-operations';
import { dataOf } from '../../support/workspace-operations';

const CREATE_GOAL = `mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {
  createGoal(websiteId: $websiteId, input: $input) { id name kind urlMatch target amountSelector } }`;
const MEASURE = `mutation Measure($input: UpdateTestInput!) { updateTest(input: $input) { id } }`;
const SET_CURRENCY = `mutation Set($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { currency } }`;

describe('a revenue goal read from its thank-you page (no code)', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) });

  it('is defined by the page and the total’s element, and the script is told both with the currency’s decimals', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const created = dataOf(
      await postGraphql<{ createGoal: { id: string } & Record<string, unknown> }>(
        app,
        CREATE_GOAL,
        {
          websiteId: ws.websiteId,
          input: {
            name: 'Order total',
            kind: 'REVENUE_ON_PAGE',
            urlMatch: 'STARTS_WITH',
            target: '/checkout/order-received/',
            amountSelector: '.order-total .amount',
          },
        },
        { bearer: owner.token },
      ),
    ).createGoal;
    expect(created).toMatchObject({
      kind: 'REVENUE_ON_PAGE',
      urlMatch: 'STARTS_WITH',
      target: `${ws.websiteUrl}/checkout/order-received`,
      amountSelector: '.order-total .amount',
    });
    dataOf(await postGraphql(app, MEASURE, { input: { id: ws.testId, goalId: created.id } }, { bearer: owner.token }));
    const goalsInConfig = async () => (await fetchConfig(app, ws.websiteId, null)).config?.goals;
    const [tracked] = (await goalsInConfig()) ?? [];
    expect(tracked).toMatchObject({ id: Number(created.id), on: 'visit', amount: '.order-total .amount', digits: 2 });
    expect(new RegExp(tracked?.match ?? '^$').test(`${ws.websiteUrl}/checkout/order-received/123/`)).toBe(true);

    // Yen have no minor unit: the script reads ¥1,234 as 1234.
    dataOf(
      await postGraphql(app, SET_CURRENCY, { input: { id: ws.websiteId, currency: 'JPY' } }, { bearer: owner.token }),
    );
    expect((await goalsInConfig())?.[0]).toMatchObject({ digits: 0 });
  });

  it.each([
    ['no element', { amountSelector: null }],
    ['an empty element', { amountSelector: '  ' }],
    ['a selector no browser reads', { amountSelector: '.total[' }],
  ])('refuses %s for the total, naming the field', async (_what, change) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const ws = await createLiveWorkspace(app, owner.token);
    const reply = await postGraphql(
      app,
      CREATE_GOAL,
      {
        websiteId: ws.websiteId,
        input: { name: 'Order total', kind: 'REVENUE_ON_PAGE', target: '/thank-you', ...change },
      },
      { bearer: owner.token },
    );
    expect(reply.error).toMatchObject({
      message:
        'Enter the CSS selector of the element showing the order total on that page, like .order-total .amount or #total',
      extensions: { code: 'BAD_USER_INPUT', field: 'amountSelector' },
    });
  });
});
