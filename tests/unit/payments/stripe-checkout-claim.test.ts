import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutClaimOf } from '../../../adapters/payments/stripe-payment-events';

const userId = '6f1c1b8e-2a4d-4c1e-9a55-0d3f3b0e7a11';
const session = (fields: Partial<Stripe.Checkout.Session>): Stripe.Checkout.Session =>
  ({
    id: 'cs_1',
    object: 'checkout.session',
    amount_total: 2_500,
    currency: 'gbp',
    ...fields,
  }) as Stripe.Checkout.Session;
const whole = { userId, credits: '5000', priceVersion: '2026-11' };
const purchase = { sessions: 5_000, amountMinor: 2_500, currency: 'GBP', priceVersion: '2026-11' };

describe('whose a paid Stripe session is, by its metadata', () => {
  it.each([
    ['no metadata: another product’s', session({ metadata: null }), null],
    ['metadata without a user: another product’s', session({ metadata: { orderId: '7' } }), null],
    ['a whole purchase', session({ metadata: whole }), { provider: 'stripe', userId, purchase }],
    ['a user alone', session({ metadata: { userId } }), { provider: 'stripe', userId, purchase: null }],
    [
      'credits that are not a whole number',
      session({ metadata: { ...whole, credits: '5e3' } }),
      { userId, purchase: null },
    ],
    ['no amount taken', session({ metadata: whole, amount_total: null }), { userId, purchase: null }],
    ['another currency', session({ metadata: whole, currency: 'eur' }), { userId, purchase: null }],
    [
      'paid in euros, converted from pounds (Adaptive Pricing): the amount in pounds',
      session({
        metadata: whole,
        currency: 'eur',
        amount_total: 2_912,
        // As the event's JSON has it: the SDK's Decimal type is for what it builds itself.
        currency_conversion: {
          amount_subtotal: 2_500,
          amount_total: 2_500,
          fx_rate: '1.1648',
          source_currency: 'gbp',
        } as unknown as Stripe.Checkout.Session.CurrencyConversion,
      }),
      { provider: 'stripe', userId, purchase },
    ],
  ])('%s', (_name, paid, expected) => {
    const claim = checkoutClaimOf(paid);
    if (expected === null) expect(claim).toBeNull();
    else expect(claim).toMatchObject(expected);
  });
});
