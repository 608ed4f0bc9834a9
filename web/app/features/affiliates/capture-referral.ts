import { readAccount } from '../../account/account-cookies';
import { forgetOwnReferrer, isReferrerId, removeReferrerIf, saveReferrer } from '../../account/referrer-cookie';
import { hasServerErrorCode } from '../../api/graphql-errors';
import { recordAffiliateSession } from './affiliate-session-mutations';

/** The query parameter of a referral link: any page of the site with `?ref=<affiliate's account id>`. */
const referralParam = 'ref';

/**
 * Runs once per page load, before the app renders (web/app/main.tsx). A page opened through a referral link keeps
 * the affiliate in the `referrer` cookie (never the viewer's own id) and counts the visit; a `ref` that is not an
 * account id is ignored entirely. A referrer cookie naming the signed-in viewer is removed (SPEC §4). Failures
 * are only logged (SPEC §8): a referral must never get in the way of the page.
 */
export async function captureReferral(search: string): Promise<void> {
  const ownAccountId = readAccount()?.id ?? null;
  forgetOwnReferrer(ownAccountId);
  const referrerId = new URLSearchParams(search).get(referralParam)?.trim() ?? '';
  if (!isReferrerId(referrerId)) return;

  saveReferrer(referrerId, ownAccountId);
  try {
    await recordAffiliateSession(referrerId);
  } catch (error) {
    // The id looked right but names no account (say, a deleted one): it can never become a referral.
    if (hasServerErrorCode(error, 'NOT_FOUND')) removeReferrerIf(referrerId);
    console.warn('Could not record the visit through a referral link', error);
  }
}
