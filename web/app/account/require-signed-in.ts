import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { clearAccount, readAccount, type Account } from './account-cookies';
import { isTokenExpired } from './token-expiry';

/**
 * The guard of the signed-in area (SPEC §2): without a complete account, or with an expired token, the account
 * cookies are cleared and the user is sent to log in, coming back to the page they asked for afterwards.
 */
export function requireSignedIn(location: ParsedLocation, now: Date = new Date()): Account {
  const account = readAccount();
  if (account !== null && !isTokenExpired(account.token, now)) return account;
  clearAccount();
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}
