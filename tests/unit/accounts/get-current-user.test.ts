import { describe, expect, it } from 'vitest';
import { makeGetCurrentUser } from '../../../application/accounts/get-current-user';
import { accountsFixture, viewerOf } from './accounts-fixture';

describe('get current user', () => {
  it("gives the viewer's own account, not another's", async () => {
    const fixture = accountsFixture();
    const ann = await fixture.existingUser('ann@example.com');
    await fixture.existingUser('bob@example.com');
    expect(await makeGetCurrentUser(fixture)(viewerOf(ann))).toEqual({
      ok: true,
      value: { ...ann, hasEnteredPaymentDetails: false, cardNearingExpiry: false, emailConfirmed: true },
    });
  });

  it.each<[string, number, boolean]>([
    ['this month', 2025, true],
    ['in two years', 2027, false],
  ])('says a card is saved, and whether it is nearing expiry: one expiring %s', async (_name, expYear, nearing) => {
    const fixture = accountsFixture();
    const ann = await fixture.existingUser('ann@example.com');
    const card = { paymentMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 3, expYear };
    await fixture.uow.run(({ users }) => users.saveCard(ann.id, card));
    const found = await makeGetCurrentUser(fixture)(viewerOf(ann));
    expect(found).toMatchObject({
      ok: true,
      value: { card, hasEnteredPaymentDetails: true, cardNearingExpiry: nearing },
    });
  });

  it('answers UserNotFound for an account that no longer exists', async () => {
    const fixture = accountsFixture();
    const ann = await fixture.existingUser('ann@example.com');
    await fixture.uow.run(({ users }) => users.delete(ann.id));
    expect(await makeGetCurrentUser(fixture)(viewerOf(ann))).toEqual({ ok: false, error: { kind: 'UserNotFound' } });
  });
});
