import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CsvBankTransferBatch } from '../../../adapters/cli/csv-bank-transfer-batch';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { StripePayoutGateway } from '../../../adapters/payments/stripe-payout-gateway';
import { stripeClient } from '../../../adapters/payments/stripe-payment-gateway';
import { RandomIdGenerator } from '../../../adapters/system/random-id-generator';
import { makePayAffiliates, type PayAffiliates } from '../../../application/affiliates/pay-affiliates';
import type { BankTransferBatch } from '../../../application/ports/bank-transfer-batch';
import type { PayoutGateway } from '../../../application/ports/payout-gateway';
import { logIn, signUp, type SignedUpUser } from '../../support/account-operations';
import { BANK_DETAILS_FIELDS, dashboardOf, signUpReferredBy, ukBankDetails } from '../../support/affiliate-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import { startCheckout } from '../../support/payment-operations';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';
import { checkoutPaid, deliverStripeEvent, stripeEvent } from '../../support/stripe-webhooks';
import { useTestApplication } from '../../support/test-application';

const webhookSecret = 'whsec_standin_secret';
const connectSecret = 'whsec_connect_secret';
const start = new Date('2026-11-21T12:00:00Z');
const clock = new FixedClock(start);

describe('commissions and payouts through Stripe (the SDK against a local stand-in)', () => {
  let standIn: StripeStandIn;
  let batchDir: string;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    batchDir = await mkdtemp(path.join(tmpdir(), 'splitpenny-payouts-'));
  });
  afterAll(async () => {
    await standIn.close();
    await rm(batchDir, { recursive: true, force: true });
  });
  const testApp = useTestApplication(
    () => ({
      publicUrl: 'http://app.test',
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_standin',
        webhookSecret: `${webhookSecret},${connectSecret}`,
        apiUrl: standIn.url,
      },
    }),
    { clock },
  );
  const app = () => testApp().app;
  const deliver = (event: object, secret = webhookSecret) => deliverStripeEvent(app(), secret, event);
  let events = 0;
  const eventId = (label: string) => `evt_${label}_${(events += 1)}`;

  /** A referred user's purchase of `credits` sessions, paid at Stripe: its payment intent. */
  /** An affiliate owed £27 on a referred purchase, paid by bank transfer, on the day payouts run. */
  async function affiliateOwedByBankTransfer(): Promise<SignedUpUser> {
    clock.set(start);
    const affiliate = await signUp(app());
    await referredPurchase(affiliate, 20_000);
    const saved = await postGraphql(
      app(),
      `mutation Save($input: BankDetailsInput!) { saveUserBankDetails(input: $input) { ${BANK_DETAILS_FIELDS} } }`,
      { input: ukBankDetails },
      { bearer: affiliate.token },
    );
    expect(saved.errors).toEqual([]);
    clock.set(new Date('2027-02-21T12:00:01Z'));
    return affiliate;
  }

  async function referredPurchase(affiliate: SignedUpUser, credits: number): Promise<string> {
    const referred = await signUpReferredBy(app(), affiliate.id);
    const checkout = await startCheckout(app(), referred, credits);
    const paymentIntent = `pi_${checkout.id}`;
    expect((await deliver(checkoutPaid(eventId('paid'), checkout.id, paymentIntent))).statusCode).toBe(200);
    return paymentIntent;
  }

  const refunded = (paymentIntent: string, amountRefunded: number) =>
    stripeEvent(eventId('refund'), 'charge.refunded', {
      id: `ch_${paymentIntent}`,
      object: 'charge',
      payment_intent: paymentIntent,
      amount_refunded: amountRefunded,
    });

  /** An affiliate whose Stripe Connect account has finished onboarding: its account id. */
  async function connectPayouts(affiliate: SignedUpUser): Promise<string> {
    const reply = await postGraphql<{ addInitialAffiliatePaymentDetails: string }>(
      app(),
      'mutation { addInitialAffiliatePaymentDetails }',
      {},
      { bearer: affiliate.token },
    );
    const url = reply.data?.addInitialAffiliatePaymentDetails ?? '';
    const accountId = url.split('/').at(-1) ?? '';
    const updated = stripeEvent(eventId('account'), 'account.updated', {
      id: accountId,
      object: 'account',
      payouts_enabled: true,
    });
    // Connected accounts' events come from the Connect endpoint, signed with its own secret.
    expect((await deliver(updated, connectSecret)).json()).toMatchObject({ outcome: 'handled' });
    return accountId;
  }

  function payAffiliates(gateway?: PayoutGateway): PayAffiliates {
    return makePayAffiliates({
      uow: new KyselyUnitOfWork(testApp().db.database.db),
      gateway: gateway ?? new StripePayoutGateway(stripeClient('sk_test_standin', standIn.url)),
      clock,
      ids: new RandomIdGenerator(),
      thresholdMinor: 1_000,
    });
  }

  const dashboard = async (affiliate: SignedUpUser) => dashboardOf(app(), (await logIn(app(), affiliate)).token);

  it('earns commission through the webhook, and reverses it in proportion on refunds, never twice', async () => {
    clock.set(start);
    const affiliate = await signUp(app());
    const paymentIntent = await referredPurchase(affiliate, 20_000); // £90.00
    expect((await dashboard(affiliate)).affiliateBalancePending).toBe(2_700);

    clock.advance(60_000);
    expect((await deliver(refunded(paymentIntent, 3_000))).statusCode).toBe(200);
    expect((await deliver(refunded(paymentIntent, 3_000))).statusCode).toBe(200);
    const partly = await dashboard(affiliate);
    expect(partly.affiliateBalancePending).toBe(1_800);
    expect(partly.affiliateTransactions.transactions.map((t) => [t.type, t.amount])).toEqual([
      ['COMMISSION', -900],
      ['COMMISSION', 2_700],
    ]);

    clock.advance(60_000);
    await deliver(refunded(paymentIntent, 9_000));
    const full = await dashboard(affiliate);
    expect(full.affiliateBalancePending).toBe(0);
    expect(full.affiliateTransactions.total).toBe(3);
    expect(full.referrals.users[0]).toMatchObject({ totalPayments: 0, totalCommissionsValue: 0 });
  });

  it('opens Stripe Connect onboarding for the affiliate, reusing their account', async () => {
    clock.set(start);
    const affiliate = await signUp(app());
    const before = standIn.requests.length;
    const first = await postGraphql<{ addInitialAffiliatePaymentDetails: string }>(
      app(),
      'mutation { addInitialAffiliatePaymentDetails }',
      {},
      { bearer: affiliate.token },
    );
    const second = await postGraphql<{ addInitialAffiliatePaymentDetails: string }>(
      app(),
      'mutation { addInitialAffiliatePaymentDetails }',
      {},
      { bearer: affiliate.token },
    );
    expect(first.data?.addInitialAffiliatePaymentDetails).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    expect(second.data?.addInitialAffiliatePaymentDetails).toBe(first.data?.addInitialAffiliatePaymentDetails);
    const sent = standIn.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/accounts',
      'POST /v1/account_links',
      'POST /v1/account_links',
    ]);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toMatchObject({
      type: 'express',
      email: affiliate.email,
      'capabilities[transfers][requested]': 'true',
    });
    expect(Object.fromEntries(sent[1]?.form ?? [])).toMatchObject({
      type: 'account_onboarding',
      return_url: 'http://app.test/user/profile/affiliate?payouts=returned',
      refresh_url: 'http://app.test/user/profile/affiliate?payouts=expired',
    });
    expect((await dashboardOf(app(), affiliate.token)).affiliatePayoutsEnabled).toBe(false);
  });

  it('pays each affiliate once, through an interrupted run, an outage and a retry', async () => {
    clock.set(start);
    const affiliates = [await signUp(app()), await signUp(app()), await signUp(app())];
    const accounts: string[] = [];
    for (const affiliate of affiliates) {
      await referredPurchase(affiliate, 20_000);
      accounts.push(await connectPayouts(affiliate));
    }
    const belowThreshold = await signUp(app());
    await referredPurchase(belowThreshold, 5_000); // £25.00 earns £7.50: under £10.00
    await connectPayouts(belowThreshold);

    // Still pending: nobody is due anything yet.
    expect((await payAffiliates()({ dryRun: false, bankBatch: null })).payouts).toEqual([]);

    clock.set(new Date('2027-02-21T12:00:01Z'));
    const planned = await payAffiliates()({ dryRun: true, bankBatch: null });
    expect(planned.payouts.map((p) => p.amountMinor)).toEqual([2_700, 2_700, 2_700]);
    expect(standIn.transfers.size).toBe(0);

    // The process dies after reserving the first affiliate's payout, before any money moves.
    await expect(
      payAffiliates()({
        dryRun: false,
        bankBatch: null,
        onProgress: (progress) => {
          if (progress.payoutsMade === 1) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(standIn.transfers.size).toBe(0);

    // Stripe is down for one transfer: that payout waits for the next run.
    standIn.failNextTransfers(1);
    const second = await payAffiliates()({ dryRun: false, bankBatch: null });
    expect(second.payouts).toHaveLength(2);
    expect(second.failures).toEqual([expect.objectContaining({ outcome: 'retry' })]);
    expect(second.transferred.count).toBe(2);

    // Stripe transfers, then the process dies before recording it: the retry is the same transfer.
    const real = new StripePayoutGateway(stripeClient('sk_test_standin', standIn.url));
    const diesAfterTransfer: PayoutGateway = {
      ...real,
      createPayoutAccount: (user) => real.createPayoutAccount(user),
      onboardingUrl: (id, urls) => real.onboardingUrl(id, urls),
      transfer: async (request) => {
        await real.transfer(request);
        throw new Error('connection reset');
      },
    };
    expect((await payAffiliates(diesAfterTransfer)({ dryRun: false, bankBatch: null })).failures).toHaveLength(1);
    const last = await payAffiliates()({ dryRun: false, bankBatch: null });
    expect(last).toMatchObject({ payouts: [], failures: [], transferred: { count: 1, amountMinor: 2_700 } });

    const transfers = [...standIn.transfers.values()];
    expect(transfers.map((t) => t.destination).sort()).toEqual([...accounts].sort());
    expect(transfers.every((t) => t.amount === 2_700 && t.currency === 'gbp')).toBe(true);
    for (const affiliate of affiliates) {
      const seen = await dashboard(affiliate);
      expect(seen.affiliateBalanceQualified).toBe(0);
      expect(seen.affiliateTransactions.transactions.map((t) => [t.type, t.amount])).toEqual([
        ['PAYMENT', -2_700],
        ['COMMISSION', 2_700],
      ]);
    }
    expect((await dashboard(belowThreshold)).affiliateBalanceQualified).toBe(750);
    expect((await payAffiliates()({ dryRun: false, bankBatch: null })).payouts).toEqual([]);
  });

  it('finds the transfer of a payout retried after Stripe forgot its idempotency key, and pays it once', async () => {
    clock.set(start);
    const affiliate = await signUp(app());
    await referredPurchase(affiliate, 20_000);
    const account = await connectPayouts(affiliate);
    clock.set(new Date('2027-02-21T12:00:01Z'));

    // Stripe transfers, then the process dies before recording it.
    const real = new StripePayoutGateway(stripeClient('sk_test_standin', standIn.url));
    const diesAfterTransfer: PayoutGateway = {
      createPayoutAccount: (user) => real.createPayoutAccount(user),
      onboardingUrl: (id, urls) => real.onboardingUrl(id, urls),
      transfer: async (request) => {
        await real.transfer(request);
        throw new Error('connection reset');
      },
    };
    const died = await payAffiliates(diesAfterTransfer)({ dryRun: false, bankBatch: null });
    expect(died.failures.filter((f) => f.affiliateId === affiliate.id)).toEqual([
      expect.objectContaining({ outcome: 'retry' }),
    ]);
    const toAccount = () => [...standIn.transfers.values()].filter((t) => t.destination === account);
    expect(toAccount()).toHaveLength(1);

    // Next month's run: Stripe has long forgotten the key, so only the lookup stands between it and a second transfer.
    standIn.forgetIdempotencyKeys();
    clock.set(new Date('2027-03-21T12:00:01Z'));
    const before = standIn.requests.length;
    const retried = await payAffiliates()({ dryRun: false, bankBatch: null });
    expect(retried.failures.filter((f) => f.affiliateId === affiliate.id)).toEqual([]);
    expect(toAccount()).toHaveLength(1);
    const payoutId = toAccount()[0]?.metadata['payoutId'] ?? '';
    expect(standIn.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /v1/transfers?transfer_group=payout-${payoutId}&limit=10`,
    );
    const payout = await testApp()
      .db.database.db.selectFrom('payouts')
      .select(['status', 'transfer_id'])
      .where('id', '=', payoutId)
      .executeTakeFirstOrThrow();
    expect(payout).toEqual({ status: 'paid', transfer_id: toAccount()[0]?.id });
    expect((await dashboard(affiliate)).affiliateBalanceQualified).toBe(0);
  });

  it('gives a refused transfer back to the affiliate’s balance', async () => {
    clock.set(start);
    const affiliate = await signUp(app());
    await referredPurchase(affiliate, 20_000);
    const account = await connectPayouts(affiliate);
    standIn.refuseTransfersTo(account);
    clock.set(new Date('2027-02-21T12:00:01Z'));
    const run = await payAffiliates()({ dryRun: false, bankBatch: null });
    expect(run.failures).toEqual([
      expect.objectContaining({ outcome: 'returned', reason: expect.stringContaining('No such destination') }),
    ]);
    const seen = await dashboard(affiliate);
    expect(seen.affiliateBalanceQualified).toBe(2_700);
    // The payout and its return happen in one run: compare them as a set.
    expect(seen.affiliateTransactions.transactions.map((t) => `${t.type} ${t.amount}`).sort()).toEqual([
      'COMMISSION 2700',
      'PAYMENT -2700',
      'PAYMENT 2700',
    ]);
  });

  it('writes bank transfers to a CSV batch once, even when writing it failed the first time', async () => {
    const affiliate = await affiliateOwedByBankTransfer();

    const withoutFile = await payAffiliates()({ dryRun: false, bankBatch: null });
    expect(withoutFile.bankSkipped).toBeGreaterThanOrEqual(1);
    expect((await dashboard(affiliate)).affiliateBalanceQualified).toBe(2_700);

    const unwritable = new CsvBankTransferBatch(path.join(batchDir, 'missing-folder', 'batch.csv'));
    const failed = await payAffiliates()({ dryRun: false, bankBatch: unwritable });
    expect(failed.failures.filter((f) => f.affiliateId === affiliate.id)).toEqual([
      expect.objectContaining({ outcome: 'retry', reason: expect.stringContaining('ENOENT') }),
    ]);
    expect((await dashboard(affiliate)).affiliateBalanceQualified).toBe(0);

    const file = path.join(batchDir, 'batch.csv');
    const written = await payAffiliates()({ dryRun: false, bankBatch: new CsvBankTransferBatch(file) });
    // (Earlier tests' affiliates share this database: one whose transfers Stripe refuses fails again.)
    expect(written.failures.filter((f) => f.affiliateId === affiliate.id)).toEqual([]);
    expect(written.exported).toMatchObject({ batch: file });
    const rows = (await readFile(file, 'utf8')).trim().split('\n');
    expect(rows[0]).toBe(
      'payout_id,first_name,last_name,bank_name,country,sort_code,account_number,iban,swift_bic,amount,currency,reference',
    );
    expect(
      rows.filter((row) => row.includes(',Ada,Lovelace,Bank of Example,GB,123456,12345678,,,27.00,GBP,')),
    ).toHaveLength(1);

    const again = await payAffiliates()({ dryRun: false, bankBatch: new CsvBankTransferBatch(file) });
    expect(again.payouts.filter((p) => p.affiliateId === affiliate.id)).toEqual([]);
    expect(again.exported.count).toBe(0);
  });

  it('writes a bank payout to the batch an interrupted run claimed it for, and to no other file', async () => {
    const affiliate = await affiliateOwedByBankTransfer();

    const first = path.join(batchDir, 'interrupted.csv');
    await payAffiliates()({ dryRun: false, bankBatch: new CsvBankTransferBatch(first) });
    const db = testApp().db.database.db;
    const payout = await db
      .selectFrom('payouts')
      .select(['id', 'export_batch'])
      .where('affiliate_id', '=', affiliate.id)
      .executeTakeFirstOrThrow();
    expect(payout.export_batch).toBe(first);
    expect(await readFile(first, 'utf8')).toContain(`,27.00,GBP,SPLITPENNY ${payout.id}`);
    // The run stopped after writing the file and before recording it: the payout is still pending.
    await db.updateTable('payouts').set({ status: 'pending', settled_at: null }).where('id', '=', payout.id).execute();

    // Writing the same file again fails this time: the old file may still be there, so the payout stays its own.
    const fails: BankTransferBatch = {
      name: first,
      write: async () => {
        throw new Error('disk full');
      },
    };
    const failed = await payAffiliates()({ dryRun: false, bankBatch: fails });
    expect(failed.failures.filter((f) => f.payoutId === payout.id)).toEqual([
      expect.objectContaining({ outcome: 'retry', reason: 'disk full' }),
    ]);
    const stillClaimed = await db
      .selectFrom('payouts')
      .select('export_batch')
      .where('id', '=', payout.id)
      .executeTakeFirstOrThrow();
    expect(stillClaimed.export_batch).toBe(first);

    const other = path.join(batchDir, 'other.csv');
    const elsewhere = await payAffiliates()({ dryRun: false, bankBatch: new CsvBankTransferBatch(other) });
    expect(elsewhere.failures.filter((f) => f.payoutId === payout.id)).toEqual([
      expect.objectContaining({ outcome: 'retry', reason: expect.stringContaining(`--csv ${first}`) }),
    ]);
    const otherRows = await readFile(other, 'utf8').catch(() => '');
    expect(otherRows).not.toContain(payout.id);
    const noFile = await payAffiliates()({ dryRun: false, bankBatch: null });
    expect(noFile.failures.filter((f) => f.payoutId === payout.id)).toEqual([
      expect.objectContaining({ reason: expect.stringContaining(first) }),
    ]);

    const again = await payAffiliates()({
      dryRun: false,
      bankBatch: new CsvBankTransferBatch(path.relative(process.cwd(), first)),
    });
    expect(again.failures.filter((f) => f.payoutId === payout.id)).toEqual([]);
    expect(again.exported.batch).toBe(first);
    expect((await readFile(first, 'utf8')).split('\n').filter((row) => row.includes(payout.id))).toHaveLength(1);
    const settled = await db
      .selectFrom('payouts')
      .select('status')
      .where('id', '=', payout.id)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('exported');
    expect((await dashboard(affiliate)).affiliateBalanceQualified).toBe(0);
  });
});
