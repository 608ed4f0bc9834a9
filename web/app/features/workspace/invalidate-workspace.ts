import type { QueryClient } from '@tanstack/react-query';
import { pageQueryKey } from '../pages/page-queries';
import { testsQueryPrefix } from '../tests-list/tests-list-queries';
import { websiteQueryKey } from '../websites/website-queries';

async function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A website change shows in every list: pages show their website's name, tests its address, and deleting a
 * website deletes its pages and their tests. So each website mutation refreshes all three prefixes.
 */
export function invalidateAfterWebsiteChange(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [websiteQueryKey, pageQueryKey, testsQueryPrefix]);
}

/** Tests show their page's address, and deleting a page deletes its tests. */
export function invalidateAfterPageChange(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [pageQueryKey, testsQueryPrefix]);
}
