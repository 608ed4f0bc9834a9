import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { balanceOf, cardOf, PROCESS_CHECKOUT, startCardUpdate, startCheckout } from '../../support/payment-operations';
import { useTestApplication } from '../../support/test-application';

const START = PROCESS_CHECKOUT;
const CHECKOUT = `query Checkout($id: ID!) { checkout(id: $id) { id status sessions amountMinor currency } }`;

describe('buying sessions through the local checkout', () => {
  const testApp = useTestApplication({ publicUrl: 'http://app.test' });

  const balance = (token: string) => balanceOf(testApp().app, token);
  const start = (token: string, email: string, credits: number) =>
    startCheckout(testApp().app, { token, email }, credits);

  const path = (url: string) => new URL(url).pathname;

  it('opens a test-mode payment page for the exact price, and credits the sessions once when paid', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const checkout = await start(owner.token, owner.email, 5_000);
    expect(checkout.url).toBe(`http://app.test/checkout/local/${checkout.id}`);

    const page = await testApp().app.inject({ method: 'GET', url: path(checkout.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode: no real payment is taken.');
    expect(page.body).toContain('5,000 test sessions for <strong>£25.00</strong>');
    const opened = await postGraphql(testApp().app, CHECKOUT, { id: checkout.id }, { bearer: owner.token });
    expect(opened.data).toEqual({
      checkout: { id: checkout.id, status: 'OPEN', sessions: 5_000, amountMinor: 2_500, currency: 'GBP' },
    });
    expect(await balance(owner.token)).toBe(before);

    const paid = await testApp().app.inject({ method: 'POST', url: `${path(checkout.url)}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment-success?checkout=${checkout.id}`);
    expect(await balance(owner.token)).toBe(before + 5_000);

    // The same payment confirmed again, or twice at once, credits nothing more.
    const again = await Promise.all(
      [1, 2].map(() => testApp().app.inject({ method: 'POST', url: `${path(checkout.url)}/pay` })),
    );
    expect(again.map((reply) => reply.statusCode)).toEqual([303, 303]);
    expect(await balance(owner.token)).toBe(before + 5_000);
    const receipts = await emailsTo(
      testApp().db.database.db,
      owner.email,
      'Your Splitpenny receipt: 5,000 test sessions',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text_body).toContain('5,000 test sessions: £25.00');
    expect(receipts[0]?.text_body).toContain(`reference ${checkout.id}`);
    expect(receipts[0]?.text_body).toContain(`You now have ${(before + 5_000).toLocaleString('en-GB')} sessions.`);
    const done = await postGraphql<{ checkout: { status: string } }>(
      testApp().app,
      CHECKOUT,
      { id: checkout.id },
      { bearer: owner.token },
    );
    expect(done.data?.checkout.status).toBe('COMPLETED');
  });

  it('changes nothing when the owner cancels, and a cancelled checkout cannot be paid', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const checkout = await start(owner.token, owner.email, 2_000);
    const cancelled = await testApp().app.inject({ method: 'POST', url: `${path(checkout.url)}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/payment-cancelled?checkout=${checkout.id}`);
    const paid = await testApp().app.inject({ method: 'POST', url: `${path(checkout.url)}/pay` });
    expect(paid.statusCode).toBe(409);
    expect(await balance(owner.token)).toBe(before);
    expect(
      await emailsTo(testApp().db.database.db, owner.email, 'Your Splitpenny receipt: 2,000 test sessions'),
    ).toEqual([]);
  });

  it('refuses a purchase outside the limits, another address, and another owner’s checkout', async () => {
    const owner = await signUp(testApp().app);
    const outside = await postGraphql(
      testApp().app,
      START,
      { email: owner.email, credits: 500 },
      { bearer: owner.token },
    );
    expect(outside.error).toMatchObject({
      message: 'The smallest purchase is 1,000 sessions: choose between 1,000 and 1,000,000.',
      extensions: { code: 'BAD_USER_INPUT', field: 'credits' },
    });
    const elsewhere = await postGraphql(
      testApp().app,
      START,
      { email: 'someone-else@example.com', credits: 5_000 },
      { bearer: owner.token },
    );
    expect(elsewhere.error).toMatchObject({ extensions: { code: 'FORBIDDEN', field: 'email' } });
    const anonymous = await postGraphql(testApp().app, START, { email: owner.email, credits: 5_000 });
    expect(anonymous.error).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });

    const checkout = await start(owner.token, owner.email, 5_000);
    const stranger = await signUp(testApp().app);
    const peek = await postGraphql(testApp().app, CHECKOUT, { id: checkout.id }, { bearer: stranger.token });
    expect(peek.error).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const unknown = await testApp().app.inject({ method: 'GET', url: '/checkout/local/local_nope' });
    expect(unknown.statusCode).toBe(404);
  });
  it('keeps the test card a payment was made with, and a declined payment adds nothing', async () => {
    const owner = await signUp(testApp().app);
    const before = await balance(owner.token);
    const declined = await start(owner.token, owner.email, 3_000);
    const reply = await testApp().app.inject({ method: 'POST', url: `${path(declined.url)}/decline` });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe(`/payment-failed?checkout=${declined.id}`);
    const read = await postGraphql<{ checkout: { status: string } }>(
      testApp().app,
      CHECKOUT,
      { id: declined.id },
      { bearer: owner.token },
    );
    expect(read.data?.checkout.status).toBe('FAILED');
    expect((await testApp().app.inject({ method: 'POST', url: `${path(declined.url)}/pay` })).statusCode).toBe(409);
    expect(await balance(owner.token)).toBe(before);
    expect(await cardOf(testApp().app, owner.token)).toMatchObject({ hasEnteredPaymentDetails: false, card: null });

    const paid = await start(owner.token, owner.email, 1_000);
    await testApp().app.inject({ method: 'POST', url: `${path(paid.url)}/pay` });
    expect(await cardOf(testApp().app, owner.token)).toEqual({
      stripeCustomerId: `local_cus_${owner.id}`,
      hasEnteredPaymentDetails: true,
      cardNearingExpiry: false,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3 },
    });
  });

  it('updates the card on the test-mode card page, for the owner’s own customer only', async () => {
    const owner = await signUp(testApp().app);
    const paid = await start(owner.token, owner.email, 1_000);
    await testApp().app.inject({ method: 'POST', url: `${path(paid.url)}/pay` });
    const customerId = `local_cus_${owner.id}`;
    const stranger = await signUp(testApp().app);
    expect(await startCardUpdate(testApp().app, stranger.token, customerId)).toEqual({ code: 'FORBIDDEN' });

    const link = await startCardUpdate(testApp().app, owner.token, customerId);
    if (!('url' in link)) throw new Error(`no card update page: ${link.code}`);
    expect(link.url).toBe(`http://app.test/checkout/local/card/${link.id}`);
    const page = await testApp().app.inject({ method: 'GET', url: path(link.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test mode: no real payment is taken.');
    expect(page.body).toContain('<label for="exp-month">Expiry month</label>');

    const save = (body: string) =>
      testApp().app.inject({
        method: 'POST',
        url: `${path(link.url)}/save`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const refused = await save('expMonth=13&expYear=2030');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The expiry month must be from 1 to 12');
    const month = new Date().getUTCMonth() + 1;
    const year = new Date().getUTCFullYear();
    const saved = await save(`expMonth=${month}&expYear=${year}`);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/payment-method-update-success');
    expect(await cardOf(testApp().app, owner.token)).toMatchObject({
      cardNearingExpiry: true,
      card: { last4: '4242', expMonth: month, expYear: year },
    });
    // Saving the same page again changes nothing; a cancelled update saves nothing.
    expect((await save(`expMonth=1&expYear=${year + 5}`)).statusCode).toBe(303);
    expect((await cardOf(testApp().app, owner.token)).card).toMatchObject({ expMonth: month, expYear: year });
    const second = await startCardUpdate(testApp().app, owner.token, customerId);
    if (!('url' in second)) throw new Error('no second card update page');
    const cancelled = await testApp().app.inject({ method: 'POST', url: `${path(second.url)}/cancel` });
    expect(cancelled.headers.location).toBe('/payment-method-update-cancelled');
    const late = await testApp().app.inject({
      method: 'POST',
      url: `${path(second.url)}/save`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `expMonth=1&expYear=${year + 5}`,
    });
    expect(late.statusCode).toBe(409);
    expect((await cardOf(testApp().app, owner.token)).card).toMatchObject({ expMonth: month, expYear: year });
  });
});
