import { describe, expect, it } from 'vitest';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const SESSION_PRICES = `query { sessionPrices { version currency minimumSessions maximumSessions tiers { upTo pencePer1000 } } }`;
const SESSION_PRICE = `query Price($sessions: Float!) {
  sessionPrice(sessions: $sessions) { sessions amountMinor currency priceVersion }
}`;

describe('session prices', () => {
  const testApp = useTestApplication();

  it('shows the price table to anyone, signed in or not', async () => {
    const reply = await postGraphql(testApp().app, SESSION_PRICES);
    expect(reply.errors).toEqual([]);
    expect(reply.data).toEqual({
      sessionPrices: {
        version: '2026-11',
        currency: 'GBP',
        minimumSessions: 1_000,
        maximumSessions: 1_000_000,
        tiers: [
          { upTo: 10_000, pencePer1000: 500 },
          { upTo: 100_000, pencePer1000: 400 },
          { upTo: null, pencePer1000: 300 },
        ],
      },
    });
  });

  it('gives the exact price of a purchase, band by band', async () => {
    const reply = await postGraphql(testApp().app, SESSION_PRICE, { sessions: 25_000 });
    expect(reply.data).toEqual({
      sessionPrice: { sessions: 25_000, amountMinor: 5_000 + 6_000, currency: 'GBP', priceVersion: '2026-11' },
    });
  });

  it.each([
    [999, 'The smallest purchase is 1,000 sessions: choose between 1,000 and 1,000,000.'],
    [1_000_001, 'The largest purchase is 1,000,000 sessions: choose between 1,000 and 1,000,000.'],
    [1_500.5, 'Sessions are bought whole: choose a whole number between 1,000 and 1,000,000.'],
  ])('refuses %d sessions with BAD_USER_INPUT naming the limits', async (sessions, message) => {
    const reply = await postGraphql(testApp().app, SESSION_PRICE, { sessions });
    expect(reply.data).toBeNull();
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'sessions' } });
  });
});
