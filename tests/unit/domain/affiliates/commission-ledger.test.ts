import { describe, expect, it } from 'vitest';
import { balanceAt, type BalanceEntry } from '../../../../domain/affiliates/affiliate-balance';
import { commissionFor, commissionOn, commissionReversal } from '../../../../domain/affiliates/commission';
import { payoutDestination, payoutDue } from '../../../../domain/affiliates/payout';
import { addMonthsUtc } from '../../../../domain/shared/calendar';
import { storedUkBankDetails } from '../../../support/bank-details-fixture';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const signedUp = at('2026-01-31');

describe('commission on a referred payment', () => {
  it.each<[string, number, string, { amountMinor: number; qualifiesAt: string } | null]>([
    ['30% of a payment on the signup day', 2_500, '2026-01-31', { amountMinor: 750, qualifiesAt: '2026-04-30' }],
    ['rounded down to the penny', 4_999, '2026-02-10', { amountMinor: 1_499, qualifiesAt: '2026-05-10' }],
    [
      'qualifying 3 months on, at the end of a shorter month',
      1_000,
      '2026-11-30',
      { amountMinor: 300, qualifiesAt: '2027-02-28' },
    ],
    ['the day before the first anniversary', 1_000, '2027-01-30', { amountMinor: 300, qualifiesAt: '2027-04-30' }],
    ['nothing on the first anniversary', 1_000, '2027-01-31', null],
    ['nothing after the first year', 100_000, '2027-06-01', null],
    ['nothing when 30% rounds down to nothing', 3, '2026-02-01', null],
  ])('%s', (_name, amountMinor, paidOn, expected) => {
    const earned = commissionFor({ referredAt: signedUp }, { amountMinor, paidAt: at(paidOn) });
    expect(earned).toEqual(expected === null ? null : { ...expected, qualifiesAt: at(expected.qualifiesAt) });
  });

  it('never pays more than 30%', () => {
    for (const amount of [1, 7, 333, 1_001, 99_999]) expect(commissionOn(amount)).toBeLessThanOrEqual(amount * 0.3);
  });
});

describe('reversing a commission on refunds', () => {
  const commission = { amountMinor: 1_499 };
  const payment = { amountMinor: 4_999 };

  it.each<[string, number, number, number]>([
    ['a full refund takes it all back', 0, 4_999, -1_499],
    ['a partial refund takes its share, rounded down', 0, 1_000, -299],
    ['the rest of the refund takes the rest, exactly', 1_000, 4_999, -1_200],
    ['a repeated total takes nothing', 1_000, 1_000, 0],
    ['a smaller total arriving late takes nothing', 2_000, 1_000, 0],
  ])('%s', (_name, previousTotalMinor, totalMinor, expected) => {
    expect(commissionReversal(commission, payment, { previousTotalMinor, totalMinor })).toBe(expected);
  });
});

describe('an affiliate’s balances over a year of dated payments and refunds', () => {
  // Two referred payments, a partial refund of the first while pending, a payout, and a refund after the payout.
  const january = { amountMinor: 750, qualifiesAt: at('2026-04-15') };
  const march = { amountMinor: 1_500, qualifiesAt: at('2026-06-01') };
  const ledger: Array<[string, BalanceEntry]> = [
    ['commission on a £25.00 payment, 15/01', january],
    [
      'refund of £10.00 of it, 01/02 (reversal qualifies with it)',
      { amountMinor: -300, qualifiesAt: january.qualifiesAt },
    ],
    ['commission on a £50.00 payment, 01/03', march],
    ['payout of the qualified £4.50 + £15.00, 10/06', { amountMinor: -1_950, qualifiesAt: at('2026-06-10') }],
    ['full refund of the March payment, 20/06', { amountMinor: -1_500, qualifiesAt: march.qualifiesAt }],
  ];
  const entries = ledger.map(([, entry]) => entry);

  it.each<[string, number, number, number]>([
    // [date, rows recorded by then, pending, qualified]
    ['2026-02-02', 2, 450, 0],
    ['2026-03-02', 3, 1_950, 0],
    ['2026-04-15', 3, 1_500, 450],
    ['2026-06-01', 3, 0, 1_950],
    ['2026-06-10', 4, 0, 0],
    ['2026-06-20', 5, 0, -1_500],
  ])('on %s', (date, rows, pending, qualified) => {
    expect(balanceAt(entries.slice(0, rows), at(date))).toEqual({ pendingMinor: pending, qualifiedMinor: qualified });
  });

  it.each<[number, number]>([
    [999, 0],
    [1_000, 1_000],
    [1_950, 1_950],
    [-1_500, 0],
  ])('a qualified balance of %i pence pays out %i', (qualified, due) => {
    expect(payoutDue(qualified, 1_000)).toBe(due);
  });
});

describe('how an affiliate is paid', () => {
  const bankDetails = storedUkBankDetails;
  it.each<[string, Parameters<typeof payoutDestination>[0], string | null]>([
    ['nothing set up: no payouts', { payoutAccount: null, bankDetails: null }, null],
    [
      'a Stripe account still onboarding: no payouts',
      { payoutAccount: { id: 'acct_1', enabled: false }, bankDetails: null },
      null,
    ],
    [
      'a Stripe account taking payouts',
      { payoutAccount: { id: 'acct_1', enabled: true }, bankDetails: null },
      'connected-account',
    ],
    ['bank details only', { payoutAccount: null, bankDetails }, 'bank'],
    [
      'both: Stripe, which needs no manual transfer',
      { payoutAccount: { id: 'acct_1', enabled: true }, bankDetails },
      'connected-account',
    ],
    [
      'bank details while Stripe onboarding is unfinished',
      { payoutAccount: { id: 'acct_1', enabled: false }, bankDetails },
      'bank',
    ],
  ])('%s', (_name, options, method) => {
    expect(payoutDestination(options)?.method ?? null).toBe(method);
  });
});

describe('calendar months', () => {
  it.each<[string, number, string]>([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-21', 3, '2027-02-21'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-21', -12, '2025-11-21'],
  ])('%s plus %i month(s) is %s', (from, months, expected) => {
    expect(addMonthsUtc(at(from), months)).toEqual(at(expected));
  });
});
