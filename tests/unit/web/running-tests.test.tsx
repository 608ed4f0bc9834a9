// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunningTests } from '../../../web/app/features/tests-list/running-tests';
import { runningTestsQueryOptions } from '../../../web/app/features/tests-list/tests-list-queries';
import type { TestsListQuery } from '../../../web/app/gql/graphql';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));

type Row = TestsListQuery['tests']['tests'][number];

const row = (id: string, name: string, sessions: number, verdict: Row['verdict']): Row => ({
  id,
  name,
  status: 'RUNNING',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: '2026-12-01T00:00:00.000Z',
  pageUrl: 'https://shop.example/pricing',
  testSessionsCount: sessions,
  variants: [{ variantNo: 0 }, { variantNo: 1 }],
  verdict,
});

function renderRunningTests(tests: readonly Row[], total = tests.length): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(runningTestsQueryOptions().queryKey, { tests: { tests: [...tests], total } });
  const router = createRouter({
    routeTree: createRootRoute({ component: (): ReactNode => <RunningTests /> }),
    history: createMemoryHistory({ initialEntries: ['/user'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe("My Account's running tests", () => {
  it('lists each running test with its sessions and verdict, linking to its results', async () => {
    renderRunningTests([
      row('t1', 'Bigger button', 1_204, { kind: 'WINNER', variantNo: 1, chance: 0.97, unreliableBecause: [] }),
      row('t2', 'Shorter form', 1, { kind: 'NO_SESSIONS', variantNo: null, chance: null, unreliableBecause: [] }),
    ]);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bigger button1,204 sessionsB beats A with 97% probability',
      'Shorter form1 sessionNo sessions yet',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Bigger button' })).toHaveProperty(
      'pathname',
      '/user/tests/t1/results',
    );
  });

  it('links to the rest when there are more than it shows, and says so when none runs', async () => {
    renderRunningTests(
      [row('t1', 'A', 10, { kind: 'NO_SESSIONS', variantNo: null, chance: null, unreliableBecause: [] })],
      8,
    );
    expect(await screen.findByRole('link', { name: 'All 8 running tests' })).toHaveProperty(
      'search',
      '?status=RUNNING',
    );
    cleanup();

    renderRunningTests([]);
    expect(await screen.findByText(/No test is running\./)).toBeTruthy();
  });
});
