import { describe, expect, it } from 'vitest';
import { noRefunds } from '../../../domain/payments/checkout';
import { disputeClosedUnseen, openDispute } from '../../../domain/payments/dispute';
import type { CheckoutId } from '../../../domain/shared/ids';

const now = new Date('2026-11-21T12:00:00Z');
const checkout = { id: 'cs_1' as CheckoutId, sessions: 5_000, amountMinor: 2_500, refunds: noRefunds };
const halfRefunded = {
  ...checkout,
  refunds: { refundedMinor: 1_250, sessionsReversed: 2_000, sessionsWrittenOff: 500 },
};

describe('opening a dispute of a purchase', () => {
  it.each([
    ['the whole payment, all unspent', checkout, 2_500, 9_000, { sessionsReversed: 5_000, sessionsWrittenOff: 0 }],
    ['the whole payment, partly spent', checkout, 2_500, 1_200, { sessionsReversed: 1_200, sessionsWrittenOff: 3_800 }],
    ['half the payment', checkout, 1_250, 9_000, { sessionsReversed: 2_500, sessionsWrittenOff: 0 }],
    ['the rest after a half refund', halfRefunded, 1_250, 9_000, { sessionsReversed: 2_500, sessionsWrittenOff: 0 }],
    ['nothing left to dispute', halfRefunded, 0, 9_000, { sessionsReversed: 0, sessionsWrittenOff: 0 }],
  ])('%s', (_name, purchase, amountMinor, balance, expected) => {
    expect(openDispute(purchase, { id: 'dp_1', amountMinor }, balance, now)).toEqual({
      id: 'dp_1',
      checkoutId: 'cs_1',
      amountMinor,
      status: 'open',
      ...expected,
      openedAt: now,
      closedAt: null,
    });
  });
});

describe('a dispute closed before it was seen open', () => {
  it('takes back, lost, what opening it would have', () => {
    expect(disputeClosedUnseen(checkout, { id: 'dp_1', amountMinor: 2_500, status: 'lost' }, 1_200, now)).toMatchObject(
      { status: 'lost', sessionsReversed: 1_200, sessionsWrittenOff: 3_800, closedAt: now },
    );
  });

  it('takes nothing, won', () => {
    expect(disputeClosedUnseen(checkout, { id: 'dp_1', amountMinor: 2_500, status: 'won' }, 9_000, now)).toMatchObject({
      status: 'won',
      sessionsReversed: 0,
      sessionsWrittenOff: 0,
      closedAt: now,
    });
  });
});
