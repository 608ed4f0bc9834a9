import type { QueryClient } from '@tanstack/react-query';
import { saveAccount, type Account } from './account-cookies';
import { forgetOwnReferrer } from './referrer-cookie';

/**
 * Keeps a new session (login or signup). Whatever the cache holds may belong to whoever used this tab before,
 * so it is dropped first: the next screens load the new account's own data. An affiliate who followed their own
 * link before logging in has their own id in the referrer cookie; it can never count, so it goes (SPEC §4).
 */
export function startSession(queryClient: QueryClient, account: Account): void {
  queryClient.clear();
  saveAccount(account);
  forgetOwnReferrer(account.id);
}
