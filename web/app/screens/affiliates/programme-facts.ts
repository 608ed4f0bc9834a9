/**
 * The affiliate programme's rules as the public pages state them (SPEC §9, ARCHITECTURE §4 "Affiliates"), kept in
 * one place so the landing page, the FAQ, the terms and the partnerships page never disagree.
 */
export const programme = {
  /** Share of every payment a referred user makes. */
  commission: '30%',
  /** How long after a referred user signs up their payments earn commission. */
  commissionPeriod: '1 year',
  /** How long a commission stays pending before it qualifies (covers refunds). */
  qualificationPeriod: '3 months',
  /** How long the `referrer` cookie set by a referral link lasts. */
  cookieLifetime: '1 year',
  /** The threshold as SPEC §9 words it. */
  payoutThreshold: '$10 USD',
  /** What the server actually compares the qualified balance with (balances are kept in pounds). */
  payoutMinimum: '£10.00',
  /** An example referral link; the real one, with the affiliate's account id, is on /user/profile/affiliate. */
  exampleLink: 'https://splitpenny.example/?ref=your-account-id',
  /** The same, pointing at another page: any page of the site works. */
  examplePageLink: 'https://splitpenny.example/pricing?ref=your-account-id',
  affiliatePage: '/user/profile/affiliate',
  stripeButton: 'Set up payouts with Stripe',
} as const;

/** The one sentence every page uses for the threshold, so the $ and £ figures are always explained together. */
export const payoutThresholdSentence = `Payout threshold: ${programme.payoutThreshold}. We keep balances in pounds and pay once your qualified balance reaches ${programme.payoutMinimum}, which is always more than ${programme.payoutThreshold}.`;
