// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoalResultsTables } from '../../../web/app/features/results/goal-results-tables';
import type { ResultsPageData } from '../../../web/app/features/results/results-data';

afterEach(cleanup);

type Goal = ResultsPageData['testResults']['goals'][number];

const variants = [
  { id: 'a', name: 'Control', variantNo: 0, isControl: true, trafficAllocation: 50 },
  { id: 'b', name: 'Free delivery', variantNo: 1, isControl: false, trafficAllocation: 50 },
];

const purchase: Goal = {
  goalId: '101',
  name: 'Purchase',
  role: 'PRIMARY',
  kind: 'MEAN',
  metric: null,
  revenue: true,
  controlValue: 250,
  revenueCap: 21_435.89,
  valueCap: 21_435.89,
  called: true,
  guardrailBroken: false,
  variants: [
    { variantId: 'a', variantNo: 0, visitors: 400, conversions: 40, revenue: 100_000 },
    { variantId: 'b', variantNo: 1, visitors: 410, conversions: 52, revenue: 150_000 },
  ],
  comparisons: [
    {
      variantId: 'b',
      value: 365.85,
      pValue: 0.031,
      chanceToBeatControl: 0.98,
      lift: { estimate: 0.46, lower: 0.05, upper: 0.87 },
      sequential: { lower: -20, upper: 250, liftLower: -0.08, liftUpper: 1.02, significant: false },
    },
  ],
};

const returns: Goal = {
  ...purchase,
  goalId: '102',
  name: 'Returns page',
  role: 'GUARDRAIL',
  kind: 'RATE',
  revenue: false,
  revenueCap: null,
  controlValue: 0.02,
  guardrailBroken: true,
  variants: [
    { variantId: 'a', variantNo: 0, visitors: 400, conversions: 8, revenue: null },
    { variantId: 'b', variantNo: 1, visitors: 410, conversions: 30, revenue: null },
  ],
};

describe('the results page, every goal', () => {
  it('shows a revenue goal with buyers, uncapped revenue, revenue per visitor and the cap it rests on', () => {
    render(<GoalResultsTables goals={[purchase]} variants={variants} />);
    const table = screen.getByRole('table', { name: 'Purchase (primary goal), each variant against A' });
    const b = within(table).getByRole('row', { name: /B · Free delivery/ });
    expect(within(b).getByText('52')).toBeTruthy();
    expect(within(b).getByText('£1,500.00')).toBeTruthy();
    expect(within(b).getByText('£3.66')).toBeTruthy();
    expect(screen.getByText(/up to £214\.36 \(the 99th percentile of what buyers spent\)/)).toBeTruthy();
  });

  it("shows revenue in the website's currency, with its symbol", () => {
    render(<GoalResultsTables goals={[purchase]} variants={variants} currency="EUR" />);
    const b = within(screen.getByRole('table', { name: /Purchase/ })).getByRole('row', { name: /B · Free delivery/ });
    expect(within(b).getByText('€1,500.00')).toBeTruthy();
    expect(within(b).getByText('€3.66')).toBeTruthy();
    expect(screen.getByText(/up to €214\.36 \(the/)).toBeTruthy();
  });

  it('flags a guardrail a variant makes worse, and leaves out an engagement primary goal shown above', () => {
    const clicks: Goal = { ...purchase, goalId: '1', name: 'clicks', metric: 'clicks', revenue: false };
    render(<GoalResultsTables goals={[clicks, returns]} variants={variants} />);
    expect(screen.queryByRole('table', { name: /clicks/ })).toBeNull();
    expect(screen.getByRole('table', { name: 'Returns page (guardrail), each variant against A' })).toBeTruthy();
    expect(screen.getByText(/makes the guardrail Returns page worse beyond doubt/)).toBeTruthy();
  });

  it('shows the always-valid interval as the server reads it as a lift, and points at it only when it is shown', () => {
    render(<GoalResultsTables goals={[purchase]} variants={variants} />);
    const b = within(screen.getByRole('table', { name: /Purchase/ })).getByRole('row', { name: /B · Free delivery/ });
    expect(within(b).getByText('−8.0% to +102.0%')).toBeTruthy();
    expect(screen.getByText(/the verdict rests on it/)).toBeTruthy();
  });

  it("says why a newcomer's table has no figures, rather than pointing at an interval it does not show", () => {
    const newcomer: Goal = {
      ...purchase,
      comparisons: purchase.comparisons.map((c) => ({
        ...c,
        pValue: null,
        chanceToBeatControl: null,
        lift: null,
        sequential: null,
      })),
    };
    render(<GoalResultsTables goals={[newcomer]} variants={variants} />);
    expect(screen.queryByText(/the verdict rests on it/)).toBeNull();
    expect(
      screen.getByText(/No lift, chance or interval is shown until each variant and A have enough visitors/),
    ).toBeTruthy();
  });
});
