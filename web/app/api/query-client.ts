import { focusManager, QueryClient } from '@tanstack/react-query';
import { isDefiniteRefusal } from './graphql-errors';

/**
 * Cache-and-network: a screen shows what it last saw at once and refetches in the background (on mount and on
 * window focus once the data is two seconds old; the grace keeps a route loader's fresh fetch from being repeated
 * the moment its page mounts). A failed request is tried once more, unless
 * the server gave a coded answer (logged out, not found, bad input): that would only delay what happens next.
 */
export function createQueryClient(): QueryClient {
  listenForWindowFocus();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2_000,
        refetchOnMount: true,
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => failureCount < 1 && !isDefiniteRefusal(error),
      },
    },
  });
}

/**
 * TanStack Query hears only `visibilitychange`, which a browser fires when a tab is switched but not when the owner
 * comes back from another window (a goal defined in a second window left the new-test flow's list as it was): the
 * window's focus and blur count too.
 */
export function listenForWindowFocus(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined') return undefined;
    const onVisibility = () => handleFocus(document.visibilityState === 'visible');
    const onFocus = () => handleFocus(true);
    const onBlur = () => handleFocus(false);
    window.addEventListener('visibilitychange', onVisibility, false);
    window.addEventListener('focus', onFocus, false);
    window.addEventListener('blur', onBlur, false);
    return () => {
      window.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  });
}
