// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { WebsiteGoalList } from '../../../web/app/features/goals/website-goal-list';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const goals = [
  { id: '7', name: 'clicks', websiteId: null, kind: null, urlMatch: null, target: null, amountSelector: null },
  {
    id: '101',
    name: 'Signup',
    websiteId: 'w-1',
    kind: 'CUSTOM_EVENT',
    urlMatch: null,
    target: 'signup',
    amountSelector: null,
  },
] as const;

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ updateGoal: { id: '101', name: 'Sign-up' } });
});
afterEach(cleanup);

function renderList(): void {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WebsiteGoalList websiteId="w-1" websiteUrl="https://shop.example" pages={[]} goals={goals} />
    </QueryClientProvider>,
  );
}

describe("a website's conversion goals", () => {
  it('can be edited in place: the name and trigger are saved, and the row comes back', async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Signup' }));
    const form = screen.getByRole('form', { name: 'Edit Signup' });
    expect(form).toBeTruthy();
    expect((screen.getByLabelText('Counts when') as HTMLSelectElement).value).toBe('CUSTOM_EVENT');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sign-up' } });
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'sign_up' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Signup' })).toBeNull());
    expect(request.mock.calls[0]?.[1]).toEqual({
      id: '101',
      input: { name: 'Sign-up', kind: 'CUSTOM_EVENT', target: 'sign_up' },
    });
  });

  it("says what is wrong before sending, in the add form's words", async () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Signup' }));
    fireEvent.change(screen.getByLabelText('Event name'), { target: { value: 'sign up!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/letters, digits/i)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
