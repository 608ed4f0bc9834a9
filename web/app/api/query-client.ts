import { QueryClient } from '@tanstack/react-query';
import { isDefiniteRefusal } from './graphql-errors';

/**
 * Cache-and-network: a screen shows what it last saw at once and refetches in the background (on mount and on
 * window focus once the data is two seconds old; the grace keeps a route loader's fresh fetch from being repeated
 * the moment its page mounts). A failed request is tried once more, unless
 * the server gave a coded answer (logged out, not found, bad input): that would only delay what happens next.
 */
export function createQueryClient(): QueryClient {
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
