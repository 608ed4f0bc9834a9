// @vitest-environment happy-dom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../web/app/api/query-client';
import { SelectField } from '../../../web/app/components/forms/select-field';
import { goalGroups } from '../../../web/app/features/tests/test-details-inputs';

afterEach(cleanup);

const goals = [
  { id: '1', name: 'clicks', kind: null },
  { id: '101', name: 'Purchase', kind: 'REVENUE' },
  { id: '6', name: 'bounce rate', kind: null },
  { id: '102', name: 'Newsletter sign-up', kind: 'CUSTOM_EVENT' },
];

describe("the new test's goal list", () => {
  it('lists the engagement goals, then the conversion goals, each under its heading', () => {
    render(<SelectField label="Goal" options={[]} groups={goalGroups(goals)} />);
    const groups = [...document.querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Engagement goals', 'Conversion goals']);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clicks', 'Bounce rate']);
    expect(
      within(groups[1] as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Purchase', 'Newsletter sign-up']);
  });

  it('leaves out the conversion heading while the website has none', () => {
    render(<SelectField label="Goal" options={[]} groups={goalGroups(goals.filter((goal) => !goal.kind))} />);
    expect([...document.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Engagement goals']);
  });

  it('is fetched again when the owner comes back to the window (a goal defined in another one)', async () => {
    const client = createQueryClient();
    const fetchGoals = vi.fn(async () => `fetch ${fetchGoals.mock.calls.length}`);
    function Goals() {
      const query = useQuery({ queryKey: ['website-goals', 'w-1'], queryFn: fetchGoals, staleTime: 0 });
      return <p>{query.data}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Goals />
      </QueryClientProvider>,
    );
    await screen.findByText('fetch 1');
    // Another window took the focus, then this one has it back: no tab was switched, so no visibilitychange.
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('fetch 2')).toBeTruthy();
  });
});
