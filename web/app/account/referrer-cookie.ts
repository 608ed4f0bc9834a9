import Cookies from 'js-cookie';

/** The cookie a referral link sets (SPEC §3): the id of the affiliate whose link brought this browser here. */
export const referrerCookieName = 'referrer';

/** A referral lasts a year from the last visit through a link (SPEC §9). */
const referrerCookieDays = 365;

/**
 * Account ids are UUIDs (RFC 9562, any case; the nil and max values included, as zod's uuid() has them): the
 * server checks `ref` the same way, so anything else could never be a referral.
 */
const uuid =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;

export function isReferrerId(value: string): boolean {
  return uuid.test(value);
}

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    expires: referrerCookieDays,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  };
}

/**
 * Keeps the affiliate behind a referral link. Refused (false) for an id that is not an account id, and for the
 * viewer's own id: an affiliate opening their own link is not their own referral (SPEC §4).
 */
export function saveReferrer(referrerId: string, ownAccountId: string | null): boolean {
  if (!isReferrerId(referrerId) || referrerId === ownAccountId) return false;
  Cookies.set(referrerCookieName, referrerId, cookieAttributes());
  return true;
}

/**
 * The referrer to send with a signup: the cookie's id when it could be one, else null. A cookie naming the
 * viewer themselves is removed on the way (SPEC §4), since it would never count.
 */
export function readReferrer(ownAccountId: string | null): string | null {
  const referrerId = Cookies.get(referrerCookieName);
  if (referrerId === undefined) return null;
  if (referrerId === ownAccountId) {
    removeReferrer();
    return null;
  }
  return isReferrerId(referrerId) ? referrerId : null;
}

/** Removes a referrer cookie equal to the signed-in account's own id; any other referrer stays. */
export function forgetOwnReferrer(ownAccountId: string | null): void {
  if (ownAccountId !== null && Cookies.get(referrerCookieName) === ownAccountId) removeReferrer();
}

/** Removes the referrer only if it is still `referrerId` (a later link may have replaced it meanwhile). */
export function removeReferrerIf(referrerId: string): void {
  if (Cookies.get(referrerCookieName) === referrerId) removeReferrer();
}

function removeReferrer(): void {
  Cookies.remove(referrerCookieName, { path: '/' });
}
