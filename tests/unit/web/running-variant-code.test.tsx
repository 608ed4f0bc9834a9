// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { EditVariantForm } from '../../../web/app/features/variants/edit-variant-form';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const variant = {
  id: 'v-2',
  testId: 't-1',
  name: 'Green',
  description: '',
  cssCode: '.buy { color: green; }',
  jsCode: '',
  pageRedirectUrl: null,
  trafficAllocation: 50,
};

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ updateTestVariant: { ...variant, pageRedirectUrl: '/green' } });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    },
  );
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(running: boolean): void {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditVariantForm variant={variant} running={running} />
    </QueryClientProvider>,
  );
}

function redirectToGreen(): void {
  fireEvent.click(screen.getByRole('checkbox', { name: /redirect/i }));
  fireEvent.change(screen.getByRole('textbox', { name: /address/i }), { target: { value: '/green' } });
}

describe("saving a running test's variant code", () => {
  it('warns what it does to the results, and saves only once the owner confirms', async () => {
    renderForm(true);
    redirectToGreen();
    expect(await screen.findByText('This changes what visitors of a running test see')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save variant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the code of a running test?' });
    expect(dialog.textContent).toContain('the results mix the two');
    expect(request).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save the new code' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request.mock.calls[0]?.[1]).toMatchObject({ input: { id: 'v-2', pageRedirectUrl: '/green' } });
  });

  it("saves a stopped test's code without asking", async () => {
    renderForm(false);
    redirectToGreen();
    expect(screen.queryByText('This changes what visitors of a running test see')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save variant' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
