// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccount } from '../../../web/app/account/account-cookies';
import { referrerCookieName } from '../../../web/app/account/referrer-cookie';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { CreateAccountForm } from '../../../web/app/features/accounts/create-account-form';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const affiliate = '0ee0ab12-b393-4cf0-89fa-ad5cee9dc00f';
const newUser = { id: 'c67de916-a275-4b93-8483-b1a33310a175', token: 'token', cardNearingExpiry: false };

/** The sign-up form inside a router (it navigates on success), as the register pages show it. */
function renderForm(directAffiliateSignup: boolean): void {
  const form = (): ReactNode => (
    <CreateAccountForm
      directAffiliateSignup={directAffiliateSignup}
      destination={directAffiliateSignup ? '/user/profile/affiliate' : '/user/new-account-success'}
    />
  );
  const router = createRouter({
    routeTree: createRootRoute({ component: form }),
    history: createMemoryHistory({ initialEntries: ['/create-account'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function signUp(): Promise<unknown> {
  fireEvent.input(await screen.findByLabelText('Email address'), { target: { value: 'new@example.com' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
  return request.mock.calls[0]?.[1];
}

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ createUser: newUser });
});
afterEach(() => {
  cleanup();
  clearAccount();
  Cookies.remove(referrerCookieName, { path: '/' });
});

describe('signing up through a referral link', () => {
  it('sends the referrer cookie with the signup', async () => {
    Cookies.set(referrerCookieName, affiliate, { path: '/' });
    renderForm(false);
    expect(await signUp()).toEqual({
      input: {
        email: 'new@example.com',
        password: 'correct horse battery',
        directAffiliateSignup: false,
        referrerId: affiliate,
      },
    });
  });

  it('sends null without a referrer, on the affiliate register page too', async () => {
    renderForm(true);
    expect(await signUp()).toEqual({
      input: {
        email: 'new@example.com',
        password: 'correct horse battery',
        directAffiliateSignup: true,
        referrerId: null,
      },
    });
  });
});
