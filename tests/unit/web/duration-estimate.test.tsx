// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { DurationEstimate } from '../../../web/app/features/tests/new-test/duration-estimate';
import type { DurationEstimateData } from '../../../web/app/features/tests/new-test/duration-estimate-queries';
import type { NewTestDraft } from '../../../web/app/features/tests/new-test/new-test-draft';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const draft: NewTestDraft = {
  page: { websiteId: 'w-1', pageId: 'p-1' },
  details: {
    name: 'Headline',
    description: '',
    goalId: '1',
    targetDevices: [],
    startDate: '2025-06-01',
    endDate: '2025-07-01',
    maxCases: 1000,
  },
  variants: {
    variants: [{ name: 'B', description: '', cssCode: '', jsCode: '', redirect: false, pageRedirectUrl: '' }],
    split: [50, 50],
  },
};

const noTraffic: DurationEstimateData = {
  recentDailySessions: null,
  dailySessions: null,
  trafficSource: 'NONE',
  baselineKind: 'COEFFICIENT_OF_VARIATION',
  baseline: 1,
  baselineSource: 'ASSUMED',
  sessionsPerArm: 1570,
  totalSessions: 3140,
  days: null,
  availableDays: 30,
  feasible: false,
  problems: ['NO_TRAFFIC', 'MORE_THAN_MAX_CASES'],
};

function answer(estimate: DurationEstimateData): void {
  request.mockResolvedValueOnce({ testDurationEstimate: estimate });
}

const liftChanges: (number | null)[] = [];

function renderEstimate(isConversionGoal = false): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DurationEstimate
        draft={draft}
        isConversionGoal={isConversionGoal}
        onMinimumLiftChange={(percent) => liftChanges.push(percent)}
      />
    </QueryClientProvider>,
  );
}

// A block body: a function returned from beforeEach would be run as its cleanup.
beforeEach(() => {
  request.mockReset();
  liftChanges.length = 0;
});
afterEach(cleanup);

describe('the duration estimate of the review step', () => {
  it("estimates a conversion goal from the rate its owner expects (it once said 'not available right now')", async () => {
    const conversion: DurationEstimateData = {
      ...noTraffic,
      recentDailySessions: 250,
      dailySessions: 250,
      trafficSource: 'RECENT_TRAFFIC',
      baselineKind: 'RATE',
      baseline: 0.03,
      days: 20,
      totalSessions: 5000,
      sessionsPerArm: 2500,
      problems: [],
      feasible: true,
    };
    answer(conversion);
    renderEstimate(true);
    expect(await screen.findByText('About 20 days (5,000 sessions, 2,500 per variant)')).toBeTruthy();
    expect(
      screen.getByText(
        'Past tests do not measure this conversion goal, so it assumes 3% of sessions reach it: enter the rate you expect for a closer figure.',
      ),
    ).toBeTruthy();

    answer({ ...conversion, baseline: 0.08, baselineSource: 'ENTERED', days: 8 });
    fireEvent.change(screen.getByLabelText('Expected conversion rate (%)'), { target: { value: '8' } });
    expect(
      await screen.findByText('Based on the conversion rate you expect: 8% of sessions reach the goal.'),
    ).toBeTruthy();
    expect(request.mock.calls.at(-1)?.[1]).toMatchObject({ input: { expectedConversionRatePercent: 8 } });
    expect(screen.queryByText(/not available right now/)).toBeNull();
  });

  it('asks no conversion rate of an engagement goal', async () => {
    answer(noTraffic);
    renderEstimate(false);
    await screen.findByText('No recent traffic on this page: enter an estimate');
    expect(screen.queryByLabelText('Expected conversion rate (%)')).toBeNull();
  });

  it('asks for visitors a day on a page without traffic, then estimates from the number entered', async () => {
    answer(noTraffic);
    renderEstimate();
    expect(screen.getByText('Estimating…')).toBeTruthy();
    expect(await screen.findByText('No recent traffic on this page: enter an estimate')).toBeTruthy();
    expect(screen.getByText('No traffic to estimate from: enter visitors per day.')).toBeTruthy();
    expect(screen.getByText('The test needs about 3,140 sessions (1,570 per variant).')).toBeTruthy();
    expect(request.mock.calls[0]?.[1]).toEqual({
      input: {
        pageId: 'p-1',
        goalId: '1',
        minimumLiftPercent: 10,
        dailySessions: null,
        expectedConversionRatePercent: null,
        allocations: [50, 50],
        startDate: new Date(2025, 5, 1).toISOString(),
        endDate: new Date(2025, 6, 1).toISOString(),
        maxCases: 1000,
      },
    });

    answer({
      ...noTraffic,
      dailySessions: 120,
      trafficSource: 'ENTERED',
      totalSessions: 5400,
      sessionsPerArm: 2700,
      days: 45,
      problems: ['LONGER_THAN_TEST', 'MORE_THAN_MAX_CASES'],
    });
    fireEvent.change(screen.getByLabelText('Visitors per day'), { target: { value: '120' } });
    expect(await screen.findByText('About 45 days (5,400 sessions, 2,700 per variant)')).toBeTruthy();
    expect(
      screen.getByText('At 120 visitors a day the test needs about 45 days, but it runs for 30 days.'),
    ).toBeTruthy();
    expect(screen.getByText('The test needs 5,400 sessions but stops at its maximum of 1,000.')).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("shows the page's recent traffic as the hint, and no warning when the test fits", async () => {
    answer({
      ...noTraffic,
      recentDailySessions: 250,
      dailySessions: 250,
      trafficSource: 'RECENT_TRAFFIC',
      days: 13,
      totalSessions: 3140,
      problems: [],
      feasible: true,
    });
    renderEstimate();
    expect(await screen.findByText('About 13 days (3,140 sessions, 1,570 per variant)')).toBeTruthy();
    expect(
      screen.getByText("This page's recent traffic: about 250 visitors a day. Leave empty to go by it."),
    ).toBeTruthy();
    expect(screen.getByLabelText('Visitors per day').getAttribute('placeholder')).toBe('250');
    expect(document.querySelector('.notice')).toBeNull();
  });

  it('checks the lift before asking, and says so when the estimate cannot be had', async () => {
    request.mockRejectedValue(new TypeError('Failed to fetch'));
    renderEstimate();
    expect(await screen.findByText(/The estimate is not available right now/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Smallest lift worth finding (%)'), { target: { value: '0' } });
    expect(screen.getByText('The smallest lift worth finding must be at least 0.01%')).toBeTruthy();
    // The test is created planned for the lift as typed when it is valid, else for the default.
    fireEvent.change(screen.getByLabelText('Smallest lift worth finding (%)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Smallest lift worth finding (%)'), { target: { value: '0' } });
    expect(liftChanges).toEqual([10, null, 5, null]);
    // Past the settling delay, still the one request: a lift of 0 is never sent.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(request).toHaveBeenCalledTimes(1);
  });
});
