// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { TestStatusActions } from '../../../web/app/features/tests/test-status-actions';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const pageUrl = 'https://shop.example/pricing';

/** The name of the operation a generated document holds (its text). */
function operationName(document: unknown): string {
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';
}

/** The operations the server was asked, by name, in order. */
function operations(): string[] {
  return request.mock.calls.map(([document]) => operationName(document));
}

/** A server on which the script was seen on the test's page, or not (`seen` null). */
function serverWith(seen: { page: string; at: string } | null): void {
  request.mockImplementation(async (document) => {
    const name = operationName(document);
    if (name === 'Test') return { test: { id: 'test-1', pageId: 'page-1', pageUrl } };
    if (name === 'PageScriptSeen') return { page: { id: 'page-1', url: pageUrl, scriptSeen: seen } };
    if (name === 'ActivateTest') return { activateTest: { id: 'test-1', active: true, lastModified: '' } };
    if (name === 'MakeTestInactive') return { makeTestInactive: { id: 'test-1', active: false, lastModified: '' } };
    throw new Error(`unexpected operation ${name}`);
  });
}

function renderActions(active: boolean): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestStatusActions testId="test-1" active={active} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  request.mockReset();
});
afterEach(cleanup);

describe('activating a test where the tracking script was never seen', () => {
  it('warns first in a dialog with a heading, focus inside it; Cancel leaves the test inactive', async () => {
    serverWith(null);
    renderActions(false);
    fireEvent.click(screen.getByRole('button', { name: 'Activate test' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tracking script not seen yet' });
    expect(dialog.textContent).toContain(
      `We have not seen the tracking script on ${pageUrl} yet. Visitors will not be tested until it is installed.`,
    );
    expect(screen.getByRole('heading', { name: 'Tracking script not seen yet' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activate anyway' })).toBeNull());
    expect(operations()).not.toContain('ActivateTest');
    expect(screen.queryByText('The test is now active.')).toBeNull();
  });

  it('activates when the owner chooses "Activate anyway"', async () => {
    serverWith(null);
    renderActions(false);
    fireEvent.click(screen.getByRole('button', { name: 'Activate test' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Activate anyway' }));

    expect(await screen.findByText('The test is now active.')).toBeTruthy();
    expect(operations().filter((name) => name === 'ActivateTest')).toHaveLength(1);
  });
});

describe('activating a test where the tracking script was seen', () => {
  it('activates at once, without a warning', async () => {
    serverWith({ page: pageUrl, at: '2025-06-01T08:00:00.000Z' });
    renderActions(false);
    fireEvent.click(screen.getByRole('button', { name: 'Activate test' }));

    expect(await screen.findByText('The test is now active.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(operations()).toEqual(['Test', 'PageScriptSeen', 'ActivateTest']);
  });

  it('asks nothing about the script to deactivate a test', async () => {
    serverWith(null);
    renderActions(true);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate test' }));

    expect(await screen.findByText('The test is now inactive: visitors see the original page.')).toBeTruthy();
    expect(operations()).toEqual(['MakeTestInactive']);
  });
});
