import { describe, expect, it } from 'vitest';
import {
  commissionStatus,
  isReturnedPayout,
  isReversedCommission,
  ledgerStatus,
  transactionTypeLabel,
  type AffiliateTransactionRow,
} from '../../../web/app/features/affiliates/affiliate-transaction';
import { formatSignedPence } from '../../../web/app/format/format-money';

const commission: AffiliateTransactionRow = {
  id: 't-1',
  type: 'COMMISSION',
  amount: 150,
  dateTime: '2026-01-31T12:00:00.000Z',
  qualified: false,
  qualifiesAt: new Date(2026, 3, 30, 12).toISOString(),
};
const payout: AffiliateTransactionRow = { ...commission, type: 'PAYMENT', amount: -1500, qualified: true };

describe("the affiliate's ledger rows", () => {
  it('a pending commission says until when; a qualified one says so', () => {
    expect(commissionStatus(commission)).toBe('Pending until 30/04/2026');
    expect(commissionStatus({ ...commission, qualified: true })).toBe('Qualified');
    expect(ledgerStatus(commission)).toBe('Pending');
    expect(ledgerStatus(payout)).toBe('Qualified');
  });

  it.each<[string, AffiliateTransactionRow, boolean, boolean]>([
    ['a commission', commission, false, false],
    ['a commission reversed by a refund', { ...commission, amount: -150 }, false, true],
    ['a payout', payout, false, false],
    ['a failed payout returned to the balance', { ...payout, amount: 1500 }, true, false],
  ])('tells %s apart', (_name, row, returned, reversed) => {
    expect(isReturnedPayout(row)).toBe(returned);
    expect(isReversedCommission(row)).toBe(reversed);
  });

  it('names each type and signs each amount', () => {
    expect(transactionTypeLabel('COMMISSION')).toBe('Commission');
    expect(transactionTypeLabel('PAYMENT')).toBe('Payment');
    expect(formatSignedPence(150)).toBe('+£1.50');
    expect(formatSignedPence(-1500)).toBe('-£15.00');
    expect(formatSignedPence(0)).toBe('£0.00');
  });
});
