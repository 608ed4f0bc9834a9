import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, HeadContent, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../api/query-client';
import { goalsQueryOptions } from '../features/goals/goals-queries';
import type { GoalsQuery, SessionPriceQuery, SessionPricesQuery } from '../gql/graphql';
import { sessionPriceQueryOptions, sessionPricesQueryOptions } from '../features/pricing/pricing-queries';
import { initialSessionCount } from '../features/pricing/session-chooser';
import { createAppRouter } from '../router';
import { prerenderedHeadAttribute } from './prerendered-page';

/** The amount /pricing starts at: the build prices it for the page (scripts/prerender-data.ts). */
export { initialSessionCount };

/** What public pages read from the API, given by the build instead (scripts/prerender-data.ts). */
export interface PrerenderData {
  /** The goals the home page lists. */
  readonly goals: GoalsQuery['goals'];
  /** The price table /pricing shows. */
  readonly sessionPrices: SessionPricesQuery['sessionPrices'];
  /** The price of the amount /pricing's chooser starts at. */
  readonly initialSessionPrice: SessionPriceQuery['sessionPrice'];
}

/** One public page as the build writes it: the contents of its head and of #root, and the data they show. */
export interface RenderedPage {
  /** title, description, robots and canonical, as the route's `head` declares them. */
  readonly head: string;
  /** The contents of #root. */
  readonly body: string;
  /** The query cache the page was rendered from, for the browser to start from, so its first render matches. */
  readonly queryState: DehydratedState;
}

const markPrerendered = (head: string): string =>
  head.replace(/<(title|meta|link)\b/g, `<$1 ${prerenderedHeadAttribute}=""`);

/**
 * Renders one page the way the browser's first render will: the same router, routes and components, with the
 * query cache seeded from `data` instead of the network. Run by scripts/prerender-pages.ts, in Node.
 */
export async function renderPage(path: string, data: PrerenderData): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(goalsQueryOptions().queryKey, { goals: data.goals });
  queryClient.setQueryData(sessionPricesQueryOptions().queryKey, { sessionPrices: data.sessionPrices });
  queryClient.setQueryData(sessionPriceQueryOptions(initialSessionCount).queryKey, {
    sessionPrice: data.initialSessionPrice,
  });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // React's server renderer puts the head tags a tree renders first in its output (React 19 hoists them in the
  // browser); rendered alone they can be split off again, into the page's <head>.
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  const page = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  if (!page.startsWith(head)) throw new Error(`${path}: the head tags are not where React is expected to put them`);
  const queryState = dehydrate(queryClient);
  queryClient.clear();
  return { head: markPrerendered(head), body: page.slice(head.length), queryState };
}
