import { minimumSessionsPerArm } from './sequential-interval';

/**
 * How much a comparison needs before any figure of it is shown: no p-value, chance, lift interval, leader or verdict
 * before then. One visitor per arm made "B is ahead of A with 83% probability", and a revenue test with a handful of
 * buyers a lift of +3745% from one order.
 *
 * - At least `minimumSessionsPerArm` sessions in each arm.
 * - Where conversions are counted (rates, revenue), at least this many conversions expected in each arm if the arms
 *   did not differ: the pooled conversion share times the smaller arm's sessions. On expected rather than observed
 *   counts, as Cochran's rule for the chi-square test: a variant that truly converts nobody is still judged once the
 *   control's conversions say it should have had some. Revenue needs more buyers, since each brings an order value
 *   as well as a conversion, heavy-tailed even under the cap: a small arm's mean from a few orders is skewed, and
 *   at 10 expected buyers A/A revenue tests at 90/3/3/3/3 named a false winner in 4.8% of tests, at 20 in 2.3%.
 */
export const minimumExpectedConversions = 5;
export const minimumExpectedBuyers = 20;

export interface ArmEvidence {
  readonly sessions: number;
  /** Visitors who converted (for revenue, who bought); null for metrics that count none. */
  readonly conversions: number | null;
}

export function hasMinimumEvidence(control: ArmEvidence, variant: ArmEvidence, revenue: boolean): boolean {
  if (control.sessions < minimumSessionsPerArm || variant.sessions < minimumSessionsPerArm) return false;
  if (control.conversions === null || variant.conversions === null) return true;
  const share = (control.conversions + variant.conversions) / (control.sessions + variant.sessions);
  const expected = share * Math.min(control.sessions, variant.sessions);
  return expected >= (revenue ? minimumExpectedBuyers : minimumExpectedConversions);
}
