import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { readAccount, type Account } from './account-cookies';

/** The signed-in account, re-read from the cookies on every navigation (login and logout both navigate). */
export function useAccount(): Account | null {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the pathname is the signal to re-read the cookies
  return useMemo(() => readAccount(), [pathname]);
}
