/**
 * Whether a test's visitors come mostly from one client network (one IPv4 address or IPv6 /64, known only as a
 * pseudonym: adapters/http/client-network.ts). Real visitors of a site come from many networks; one network holding a
 * large share of a test's sessions is a script or a person enrolling many visitor ids, the owner's own office checking
 * the variants, or a single customer's office, and in each case the results describe that network rather than the
 * site's visitors. Like a sample-ratio mismatch, it makes every figure of the test suspect, so the verdict says so
 * instead of calling a winner.
 */

/**
 * Below this many sessions the check says nothing. A small shop's first sessions include the owner and staff looking
 * at their own variants from the office, a handful of visits that would be a large share of a young test and flag
 * nearly every new test of a small business; and so few sessions decide no verdict anyway.
 */
export const networkCheckMinimumSessions = 50;

/**
 * More than this share of a test's sessions from one network flags it. At the first check that is 11 of 50 sessions,
 * more than a small office looking at its own site brings (a few people, a device or two each), so a small shop is
 * not flagged for checking its variants, while an office or a script sending a fifth of the sessions is. Even a mobile
 * carrier's shared addresses spread a site's real visitors over many networks, so no honest audience comes near it
 * on a test of any size. And a fifth of the sessions, all in one variant and converting, is enough to move a
 * conversion rate by more than the lifts tests are run to find, so a higher threshold would let a forged winner by.
 */
export const oneNetworkShareLimit = 0.2;

export interface NetworkConcentration {
  /** The share of the test's sessions (of its current phase) that the network bringing the most of them brought. */
  readonly largestShare: number;
  /** `largestShare` is above `oneNetworkShareLimit`: the results are unreliable. */
  readonly concentrated: boolean;
}

/**
 * The check on `sessions` of which `largestNetworkSessions` came from the network that brought the most; null below
 * `networkCheckMinimumSessions`. Sessions whose network is unknown (enrolled before networks were noted) count in
 * `sessions` but in no network, so they never make a test look concentrated.
 */
export function networkConcentration(sessions: number, largestNetworkSessions: number): NetworkConcentration | null {
  if (!Number.isInteger(sessions) || !Number.isInteger(largestNetworkSessions) || largestNetworkSessions < 0) {
    throw new RangeError(`whole session counts are needed, got ${sessions} and ${largestNetworkSessions}`);
  }
  if (sessions < networkCheckMinimumSessions) return null;
  const largestShare = Math.min(1, largestNetworkSessions / sessions);
  return { largestShare, concentrated: largestShare > oneNetworkShareLimit };
}
