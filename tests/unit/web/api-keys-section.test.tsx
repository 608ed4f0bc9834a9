// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { ApiKeysSection } from '../../../web/app/features/api-keys/api-keys-section';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const keys = [
  {
    id: 'key-2',
    name: 'Dashboards',
    prefix: 'sp_live_abcd',
    scope: 'READ',
    createdAt: '2026-03-02T09:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
  },
  {
    id: 'key-1',
    name: 'CI deploys',
    prefix: 'sp_live_efgh',
    scope: 'WRITE',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
  },
];

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (_document: unknown, variables?: unknown) =>
    variables === undefined
      ? { apiKeys: keys }
      : {
          createApiKey: { secret: 'sp_live_secret', apiKey: { id: 'key-3', name: 'Reports', prefix: 'sp_live_secr' } },
        },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      disconnect(): void {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(): void {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Suspense fallback={null}>
        <ApiKeysSection />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('the API keys section', () => {
  it("names the API's endpoint and links its documentation, the API explorer", async () => {
    renderSection();
    await screen.findByRole('row', { name: /Dashboards/ });
    expect(screen.getByText(`${window.location.origin}/graphql`).tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'API explorer' }).getAttribute('href')).toBe('/graphql');
  });

  it("shows each key's access", async () => {
    renderSection();
    const dashboards = await screen.findByRole('row', { name: /Dashboards/ });
    expect(within(dashboards).getByRole('cell', { name: 'Read only' })).toBeTruthy();
    const deploys = screen.getByRole('row', { name: /CI deploys/ });
    expect(within(deploys).getByRole('cell', { name: 'Read and write' })).toBeTruthy();
  });

  it.each<[string, string | null, 'READ' | 'WRITE']>([
    ['read only, unless the owner chooses otherwise', null, 'READ'],
    ['read and write, when the owner chooses it', 'Read and write', 'WRITE'],
  ])('creates a key %s', async (_name, choice, scope) => {
    renderSection();
    await screen.findByRole('row', { name: /Dashboards/ });
    const access = screen.getByRole('group', { name: 'Access' });
    if (choice !== null) fireEvent.click(within(access).getByRole('radio', { name: new RegExp(`^${choice}`) }));
    fireEvent.input(screen.getByLabelText('Key name'), { target: { value: 'Reports' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    await waitFor(() => expect(request).toHaveBeenCalledWith(expect.anything(), { input: { name: 'Reports', scope } }));
    expect(await screen.findByDisplayValue('sp_live_secret')).toBeTruthy();
  });
});
