import type { ShareLinkId, TestId, UserId } from '../../domain/shared/ids';

/** A read-only link to a test's results, as its owner sees it: never its token, which only the owner was shown. */
export interface ShareLink {
  readonly id: ShareLinkId;
  readonly testId: TestId;
  readonly createdAt: Date;
}

export interface ShareLinkRepository {
  /** The link in force for the owner's test; null when there is none (or the test is not theirs). */
  inForce(userId: UserId, testId: TestId): Promise<ShareLink | null>;
  /** Makes `link` the test's link in force, revoking the one before at its `createdAt`; the test is the owner's. */
  replace(link: ShareLink, tokenHash: string): Promise<void>;
  /** Revokes the owner's test's link in force at `at`; false when there was none. */
  revoke(userId: UserId, testId: TestId, at: Date): Promise<boolean>;
  /** Whose test a link in force opens, by its token's hash; null when unknown or revoked. */
  opens(tokenHash: string): Promise<{ readonly userId: UserId; readonly testId: TestId } | null>;
}
