import { decodeJwt } from 'jose';

/**
 * Whether an account token has expired (SPEC §4): at or after its `exp` claim. A missing token is not expired
 * (there is nothing to expire; the guard checks presence separately). A token that cannot be decoded is treated
 * as expired, since the server would refuse it anyway. A token without `exp` never expires by this rule.
 */
export function isTokenExpired(token: string | null, now: Date): boolean {
  if (token === null) return false;
  let expiresAt: number | undefined;
  try {
    expiresAt = decodeJwt(token).exp;
  } catch {
    return true;
  }
  if (expiresAt === undefined) return false;
  return now.getTime() >= expiresAt * 1000;
}
