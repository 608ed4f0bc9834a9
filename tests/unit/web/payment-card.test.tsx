// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccount, saveAccount } from '../../../web/app/account/account-cookies';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { meQueryOptions } from '../../../web/app/features/accounts/account-queries';
import { runningTestsQueryOptions } from '../../../web/app/features/tests-list/tests-list-queries';
import type { MeQuery } from '../../../web/app/gql/graphql';
import { MyAccountPage } from '../../../web/app/screens/user/my-account-page';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

type Me = MeQuery['me'];

const visa = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 };

const newOwner: Me = {
  id: 'user-1',
  email: 'owner@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
  directAffiliateSignup: false,
  stripeCustomerId: null,
  cardNearingExpiry: false,
  card: null,
  testSessionsRemaining: 1000,
  emailConfirmed: true,
  sessionForecast: { daysLeft: null, runningLow: false },
};

const payingOwner: Me = { ...newOwner, stripeCustomerId: 'local_cus_1', card: visa, testSessionsRemaining: 2000 };

/** My Account as the route shows it: the `me` answer already loaded, inside a router for its links. */
function renderMyAccount(me: Me): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(meQueryOptions().queryKey, { me });
  queryClient.setQueryData(runningTestsQueryOptions().queryKey, { tests: { tests: [], total: 0 } });
  const page = (): ReactNode => <MyAccountPage />;
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/user'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function forbidden(): GraphqlFailure {
  const errors = [{ message: 'That is not your customer.', extensions: { code: 'FORBIDDEN' } }];
  return new GraphqlFailure(200, errors);
}

const assign = vi.fn();

beforeEach(() => {
  request.mockReset();
  assign.mockReset();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  saveAccount({ id: 'user-1', token: 'token', email: 'owner@example.com', cardNearingExpiry: false });
});
afterEach(() => {
  cleanup();
  clearAccount();
  vi.restoreAllMocks();
});

describe('the payment card on My Account', () => {
  it('without a card, says the first purchase keeps one and links to buying sessions', async () => {
    renderMyAccount(newOwner);
    const section = await screen.findByRole('region', { name: 'Payment card' });
    expect(section.textContent).toContain('No card saved yet');
    expect(screen.getByRole('link', { name: 'buy sessions' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Update card' })).toBeNull();
    expect(screen.queryByTestId('card-expiry-banner')).toBeNull();
  });

  it('shows the saved card with a way to update it, and no warning while it is far from expiry', async () => {
    renderMyAccount(payingOwner);
    expect((await screen.findByTestId('payment-card')).textContent).toBe('Visa ending 4242, expires 12/2029');
    expect(screen.getAllByRole('button', { name: 'Update card' })).toHaveLength(1);
    expect(screen.queryByTestId('card-expiry-banner')).toBeNull();
    expect(Cookies.get('accountCardNearingExpiry')).toBe('false');
  });

  it('warns at the top when the card nears its expiry, and the cookie follows the answer', async () => {
    renderMyAccount({ ...payingOwner, cardNearingExpiry: true, card: { ...visa, expMonth: 1, expYear: 2999 } });
    const banner = await screen.findByTestId('card-expiry-banner');
    expect(banner.querySelector('[role="status"]')?.textContent).toBe(
      'Update your payment cardYour card ending 4242 expires soon. Update it so that you can keep buying sessions.Update card',
    );
    expect(screen.getAllByRole('button', { name: 'Update card' })).toHaveLength(2);
    await waitFor(() => expect(Cookies.get('accountCardNearingExpiry')).toBe('true'));
  });

  it('says so when the card has already expired', async () => {
    renderMyAccount({ ...payingOwner, cardNearingExpiry: true, card: { ...visa, expMonth: 1, expYear: 2020 } });
    expect((await screen.findByTestId('card-expiry-banner')).textContent).toContain(
      'Your card ending 4242 has expired.',
    );
  });

  it("opens a card update for the owner's own customer and goes to its page", async () => {
    request.mockResolvedValueOnce({ processCardUpdateSession: { id: 'cu-1', url: '/checkout/local/card/cu-1' } });
    renderMyAccount(payingOwner);
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/local/card/cu-1'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ customerId: 'local_cus_1' });
    const busy = screen.getByRole('button', { name: 'Opening the card page…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
  });

  it('shows why a card update could not start, and lets the owner try again', async () => {
    request.mockRejectedValueOnce(forbidden());
    renderMyAccount(payingOwner);
    fireEvent.click(await screen.findByRole('button', { name: 'Update card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That is not your customer.');
    expect(screen.getByRole('button', { name: 'Update card' }).hasAttribute('disabled')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
