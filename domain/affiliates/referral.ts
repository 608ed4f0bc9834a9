import type { UserId } from '../shared/ids';

/** A user who signed up through an affiliate's link. */
export interface Referral {
  readonly id: string;
  readonly affiliateId: UserId;
  readonly userId: UserId;
  readonly createdAt: Date;
}

/** A referral as the affiliate sees it: never who the user is, only what they brought in (pence). */
export interface ReferralSummary {
  readonly id: string;
  readonly dateCreated: Date;
  /** When they first paid; null while they have only used free sessions. */
  readonly conversionDate: Date | null;
  readonly totalPaymentsMinor: number;
  readonly totalCommissionsMinor: number;
}

/** The referral a signup makes, if any: nobody refers themselves. */
export function referralFor(
  affiliateId: UserId | null,
  user: { readonly id: UserId; readonly createdAt: Date },
  id: string,
): Referral | null {
  if (affiliateId === null || affiliateId === user.id) return null;
  return { id, affiliateId, userId: user.id, createdAt: user.createdAt };
}
