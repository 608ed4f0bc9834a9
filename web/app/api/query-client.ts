import { QueryClient } from '@tanstack/react-query';

/**
 * Cache-and-network: a screen shows what it last saw at once and refetches in the background
 * (stale immediately, refetched on every mount and window focus).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: true, retry: 1 },
    },
  });
}
