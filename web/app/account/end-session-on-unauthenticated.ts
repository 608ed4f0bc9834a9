import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { isUnauthenticated } from '../api/graphql-errors';
import { clearAccount } from './account-cookies';
import { isSignedInPath } from './signed-in-path';

/**
 * The server can end a session the cookies still hold (expired, revoked, password changed elsewhere). When a
 * request in the signed-in area is refused as UNAUTHENTICATED, the account is cleared and the user is sent to
 * log in, coming back to the same page afterwards. Outside that area (the login form itself answers a wrong
 * password with UNAUTHENTICATED) nothing happens here.
 */
export function endSessionOnUnauthenticated(queryClient: QueryClient, router: AnyRouter): () => void {
  const endSession = (error: unknown): void => {
    if (!isUnauthenticated(error)) return;
    const location = router.latestLocation;
    if (!isSignedInPath(location.pathname)) return;
    clearAccount();
    void router.navigate({ to: '/login', search: { redirect: location.href }, replace: true });
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') endSession(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') endSession(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
