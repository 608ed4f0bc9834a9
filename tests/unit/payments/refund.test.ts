import { describe, expect, it } from 'vitest';
import { noRefunds } from '../../../domain/payments/checkout';
import { applyRefund } from '../../../domain/payments/refund';

const checkout = { sessions: 5_000, amountMinor: 2_500 };

describe('applying a refund to a purchase', () => {
  it('takes back every session of a full refund while the balance still holds them', () => {
    expect(applyRefund(checkout, noRefunds, 2_500, 7_000)).toEqual({
      state: { refundedMinor: 2_500, sessionsReversed: 5_000, sessionsWrittenOff: 0 },
      reverse: 5_000,
      writeOff: 0,
      refundedNowMinor: 2_500,
    });
  });

  it('takes back only what is unspent, and writes off the sessions already spent', () => {
    expect(applyRefund(checkout, noRefunds, 2_500, 1_200)).toMatchObject({
      state: { refundedMinor: 2_500, sessionsReversed: 1_200, sessionsWrittenOff: 3_800 },
      reverse: 1_200,
      writeOff: 3_800,
    });
  });

  it('refunds sessions in proportion to the money, rounding down, then the rest on the final refund', () => {
    const first = applyRefund(checkout, noRefunds, 1_001, 10_000);
    expect(first).toMatchObject({ reverse: 2_002, refundedNowMinor: 1_001 });
    const second = applyRefund(checkout, first.state, 2_500, 10_000);
    expect(second).toMatchObject({ reverse: 2_998, refundedNowMinor: 1_499 });
    expect(second.state.sessionsReversed).toBe(5_000);
  });

  it.each<[string, number]>([
    ['the same total again', 1_250],
    ['a smaller total delivered late', 1_000],
    ['nothing', 0],
  ])('changes nothing for a notice of %s', (_name, total) => {
    const state = { refundedMinor: 1_250, sessionsReversed: 2_500, sessionsWrittenOff: 0 };
    expect(applyRefund(checkout, state, total, 10_000)).toEqual({
      state,
      reverse: 0,
      writeOff: 0,
      refundedNowMinor: 0,
    });
  });

  it('never refunds more than was paid', () => {
    expect(applyRefund(checkout, noRefunds, 9_999, 10_000)).toMatchObject({
      state: { refundedMinor: 2_500, sessionsReversed: 5_000 },
      refundedNowMinor: 2_500,
    });
  });
});
