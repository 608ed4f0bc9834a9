// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { meQueryOptions } from '../../../web/app/features/accounts/account-queries';
import { showsRunningLow } from '../../../web/app/features/session-forecast/shows-running-low';
import type { MeQuery } from '../../../web/app/gql/graphql';
import { SignedInLayout } from '../../../web/app/screens/user/signed-in-layout';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));

type Me = MeQuery['me'];

const owner: Me = {
  id: 'user-1',
  email: 'owner@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  directAffiliateSignup: false,
  stripeCustomerId: null,
  cardNearingExpiry: false,
  card: null,
  testSessionsRemaining: 120,
  emailConfirmed: true,
  sessionForecast: { daysLeft: 2, runningLow: true },
};

/** The signed-in layout at `path`, with the `me` answer already loaded as the routes' loaders leave it. */
function renderSignedIn(path: string, me: Me): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryOptions().queryKey, { me });
  const rootRoute = createRootRoute();
  const userRoute = createRoute({ getParentRoute: () => rootRoute, path: '/user', component: SignedInLayout });
  const page = (name: string) => () => <h1>{name}</h1>;
  const routeTree = rootRoute.addChildren([
    userRoute.addChildren([
      createRoute({ getParentRoute: () => userRoute, path: '/', component: page('My Account') }),
      createRoute({ getParentRoute: () => userRoute, path: '/tests', component: page('Tests') }),
      createRoute({ getParentRoute: () => userRoute, path: '/tests/$testId', component: page('A test') }),
      createRoute({ getParentRoute: () => userRoute, path: '/websites', component: page('Websites') }),
    ]),
    createRoute({ getParentRoute: () => rootRoute, path: '/pricing', component: page('Pricing') }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.mocked(requestGraphql).mockReset();
});

describe('the warning that test sessions are running low', () => {
  it.each(['/user', '/user/tests', '/user/tests/t-1'])(
    'on %s: says when they run out, as a status, with the way to buy more',
    async (path) => {
      renderSignedIn(path, owner);
      const banner = await screen.findByTestId('running-low-banner');
      const status = banner.querySelector('[role="status"]');
      expect(status?.textContent).toBe(
        'Your test sessions will run out in about 2 days at the current rate. Your tests pause when they do.Buy sessions',
      );
      expect(screen.getByRole('link', { name: 'Buy sessions' }).getAttribute('href')).toBe('/pricing');
    },
  );

  it('says "within a day" when less than a day is left', async () => {
    renderSignedIn('/user', { ...owner, sessionForecast: { daysLeft: 0.4, runningLow: true } });
    expect((await screen.findByTestId('running-low-banner')).textContent).toContain(
      'Your test sessions will run out within a day at the current rate.',
    );
  });

  it('is not shown while the sessions last, nor once they have run out', async () => {
    for (const sessionForecast of [
      { daysLeft: 12, runningLow: false },
      { daysLeft: null, runningLow: false },
      { daysLeft: 0, runningLow: false },
    ]) {
      renderSignedIn('/user', { ...owner, sessionForecast });
      await screen.findByRole('heading', { name: 'My Account' });
      expect(screen.queryByTestId('running-low-banner')).toBeNull();
      cleanup();
    }
  });

  it('is kept to My Account and the tests pages', async () => {
    renderSignedIn('/user/websites', owner);
    await screen.findByRole('heading', { name: 'Websites' });
    expect(screen.queryByTestId('running-low-banner')).toBeNull();
  });

  it.each<[string, boolean]>([
    ['/user', true],
    ['/user/', true],
    ['/user/tests', true],
    ['/user/tests/page/2', true],
    ['/user/tests/new', true],
    ['/user/tests/t-1/results', true],
    ['/user/testsuite', false],
    ['/user/websites', false],
    ['/user/profile', false],
    ['/pricing', false],
  ])('%s shows it: %s', (path, expected) => {
    expect(showsRunningLow(path)).toBe(expected);
  });
});

describe('the request to confirm the email address', () => {
  it.each(['/user', '/user/websites', '/user/tests/t-1'])(
    'on %s: says why the tests wait, and sends another link at a click',
    async (path) => {
      const unconfirmed = { ...owner, emailConfirmed: false, sessionForecast: { daysLeft: null, runningLow: false } };
      vi.mocked(requestGraphql).mockResolvedValue({
        resendEmailConfirmation: { id: owner.id, email: owner.email, emailConfirmed: false },
      });
      renderSignedIn(path, unconfirmed);
      const banner = await screen.findByTestId('confirm-email-banner');
      expect(banner.textContent).toContain('Confirm your email address to start your tests');
      expect(banner.textContent).toContain(
        'We sent a link to owner@example.com. Until you open it your tests take no visitors and no sessions are spent',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
      await waitFor(() => expect(banner.textContent).toContain('A new link is on its way to owner@example.com.'));
      expect(vi.mocked(requestGraphql)).toHaveBeenCalledTimes(1);
    },
  );

  it('is not shown once the address is confirmed', async () => {
    renderSignedIn('/user/websites', owner);
    await screen.findByRole('heading', { name: 'Websites' });
    expect(screen.queryByTestId('confirm-email-banner')).toBeNull();
  });
});
