import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../support/account-operations';
import { CREATE_AFFILIATE_SESSION, dashboardOf, signUpReferredBy } from '../../support/affiliate-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import { startCheckout } from '../../support/payment-operations';
import { useTestApplication } from '../../support/test-application';

const signupDay = new Date('2026-11-21T10:00:00Z');
const clock = new FixedClock(signupDay);

/** Referral links, signups through them and the commission a referred purchase earns, on the local checkout. */
describe('referrals and commissions', () => {
  const testApp = useTestApplication({ publicUrl: 'http://app.test' }, { clock });
  const app = () => testApp().app;

  async function visit(referrerId: string, token?: string) {
    const options = token === undefined ? {} : { bearer: token };
    return postGraphql<{ createAffiliateSession: { success: boolean } }>(
      app(),
      CREATE_AFFILIATE_SESSION,
      { referrerId },
      options,
    );
  }

  /** Buys `credits` sessions as `owner` on the local checkout's page; returns what it cost, in pence. */
  async function buy(owner: { token: string; email: string }, credits: number): Promise<number> {
    const checkout = await startCheckout(app(), owner, credits);
    const page = await app().inject({ method: 'GET', url: new URL(checkout.url).pathname });
    const price = /Pay £([\d,]+\.\d\d)/.exec(page.body)?.[1] ?? '';
    await app().inject({ method: 'POST', url: `${new URL(checkout.url).pathname}/pay` });
    return Math.round(Number(price.replace(',', '')) * 100);
  }

  it('counts visits through a referral link, but not the affiliate’s own, and refuses ids of no account', async () => {
    clock.set(signupDay);
    const affiliate = await signUp(app(), { directAffiliateSignup: true });
    expect((await visit(affiliate.id)).data).toEqual({ createAffiliateSession: { success: true } });
    expect((await visit(affiliate.id)).data).toEqual({ createAffiliateSession: { success: true } });
    expect((await visit(affiliate.id, affiliate.token)).data).toEqual({ createAffiliateSession: { success: false } });

    const unknown = await visit(randomUUID());
    expect(unknown.error?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await visit('not-an-id');
    expect(malformed.error).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'referrerId' } });

    const dashboard = await dashboardOf(app(), affiliate.token);
    expect(dashboard.affiliateSessionMetrics).toEqual({
      lastWeek: 2,
      lastMonth: 2,
      lastQuarter: 2,
      lastYear: 2,
      total: 2,
    });
    expect(dashboard.affiliateSessions.total).toBe(2);
  });

  it('makes a signup with the referrer cookie a referral, and ignores ids of no account', async () => {
    clock.set(signupDay);
    const affiliate = await signUp(app());
    const referred = await signUpReferredBy(app(), affiliate.id);
    const strangers = [await signUpReferredBy(app(), randomUUID()), await signUpReferredBy(app(), 'garbage')];

    const dashboard = await dashboardOf(app(), affiliate.token);
    expect(dashboard.referrals).toEqual({
      total: 1,
      users: [
        {
          id: expect.any(String),
          dateCreated: signupDay.toISOString(),
          conversionDate: null,
          totalPayments: 0,
          totalCommissionsValue: 0,
        },
      ],
    });
    expect(dashboard.referrals.users[0]?.id).not.toBe(referred.id);
    expect(dashboard.affiliatePerformanceMetrics).toMatchObject({
      freeReferrals: 1,
      payingReferrals: 0,
      totalReferrals: 1,
    });
    for (const stranger of strangers) expect(stranger.token).toEqual(expect.any(String));
  });

  it('earns 30% of a referred purchase, pending for 3 months, then qualified', async () => {
    clock.set(signupDay);
    const affiliate = await signUp(app());
    const referred = await signUpReferredBy(app(), affiliate.id);
    clock.set(new Date('2026-12-01T09:30:00Z'));
    const paid = await buy(await logIn(app(), referred), 5_000);
    const commission = Math.floor((paid * 30) / 100);
    expect(commission).toBeGreaterThan(0);

    const pending = await dashboardOf(app(), (await logIn(app(), affiliate)).token);
    expect(pending).toMatchObject({ affiliateBalancePending: commission, affiliateBalanceQualified: 0 });
    expect(pending.affiliateTransactions.transactions).toEqual([
      {
        id: expect.any(String),
        type: 'COMMISSION',
        amount: commission,
        dateTime: '2026-12-01T09:30:00.000Z',
        qualified: false,
        qualifiesAt: '2027-03-01T09:30:00.000Z',
      },
    ]);
    expect(pending.referrals.users[0]).toMatchObject({
      conversionDate: '2026-12-01T09:30:00.000Z',
      totalPayments: paid,
      totalCommissionsValue: commission,
    });
    expect(pending.affiliatePerformanceMetrics).toMatchObject({ freeReferrals: 0, payingReferrals: 1 });

    clock.set(new Date('2027-03-01T09:30:00Z'));
    expect(await dashboardOf(app(), (await logIn(app(), affiliate)).token)).toMatchObject({
      affiliateBalancePending: 0,
      affiliateBalanceQualified: commission,
    });
  });

  it('earns nothing on payments made after the referred user’s first year', async () => {
    clock.set(signupDay);
    const affiliate = await signUp(app());
    const referred = await signUpReferredBy(app(), affiliate.id);
    clock.set(new Date('2027-11-21T10:00:00Z'));
    await buy(await logIn(app(), referred), 5_000);
    const dashboard = await dashboardOf(app(), (await logIn(app(), affiliate)).token);
    expect(dashboard).toMatchObject({ affiliateBalancePending: 0, affiliateBalanceQualified: 0 });
    expect(dashboard.referrals.users[0]?.totalPayments).toBeGreaterThan(0);
  });

  it('shows each affiliate only their own referrals, sessions and money', async () => {
    clock.set(signupDay);
    const affiliate = await signUp(app());
    await visit(affiliate.id);
    const referred = await signUpReferredBy(app(), affiliate.id);
    await buy(referred, 5_000);

    const other = await signUp(app());
    const seen = await dashboardOf(app(), other.token);
    expect(seen).toMatchObject({
      affiliateBalancePending: 0,
      affiliateBalanceQualified: 0,
      referrals: { total: 0, users: [] },
      affiliateSessions: { total: 0 },
      affiliateTransactions: { total: 0, transactions: [] },
      affiliateSessionMetrics: { total: 0 },
      affiliatePerformanceMetrics: { totalReferrals: 0 },
    });
    // The referred user is no affiliate of their own: their purchase shows on their referrer's page only.
    expect((await dashboardOf(app(), referred.token)).affiliateTransactions.total).toBe(0);
    const anonymous = await postGraphql(app(), 'query { affiliateBalancePending }');
    expect(anonymous.error?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
