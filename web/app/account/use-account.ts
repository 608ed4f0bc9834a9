import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useHydrated } from '../prerender/use-hydrated';
import { readAccount, type Account } from './account-cookies';

/**
 * The signed-in account, re-read from the cookies on every navigation (login and logout both navigate). A
 * prerendered page is rendered logged out, so it is taken over logged out too, then shows the account.
 */
export function useAccount(): Account | null {
  const hydrated = useHydrated();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the pathname is the signal to re-read the cookies
  const account = useMemo(() => readAccount(), [pathname]);
  return hydrated ? account : null;
}
