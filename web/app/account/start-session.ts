import type { QueryClient } from '@tanstack/react-query';
import { saveAccount, type Account } from './account-cookies';

/**
 * Keeps a new session (login or signup). Whatever the cache holds may belong to whoever used this tab before,
 * so it is dropped first: the next screens load the new account's own data.
 */
export function startSession(queryClient: QueryClient, account: Account): void {
  queryClient.clear();
  saveAccount(account);
}
