// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoalResultsTables } from '../../../web/app/features/results/goal-results-tables';
import type { ResultsPageData } from '../../../web/app/features/results/results-data';

afterEach(cleanup);

type Goal = ResultsPageData['testResults']['goals'][number];

const variants = [
  { id: 'a', name: 'Control', variantNo: 0, isControl: true, trafficAllocation: 50, pageRedirectUrl: null },
  { id: 'b', name: 'Free delivery', variantNo: 1, isControl: false, trafficAllocation: 50, pageRedirectUrl: null },
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

  it('flags a guardrail a variant makes worse, and shows an engagement primary goal once, by what it measures', () => {
    const clicks: Goal = { ...purchase, goalId: '1', name: 'clicks', metric: 'clicks', revenue: false };
    render(<GoalResultsTables goals={[clicks, returns]} variants={variants} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(
      screen.getByRole('table', { name: 'Clicks per session (primary goal), each variant against A' }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Returns page (guardrail), each variant against A' })).toBeTruthy();
    expect(screen.getByText(/makes the guardrail Returns page worse beyond doubt/)).toBeTruthy();
  });

  it('shows every variant’s always-valid interval wherever the page says the verdict rests on it', () => {
    const three = [
      ...variants,
      { id: 'c', name: 'Banner', variantNo: 2, isControl: false, trafficAllocation: 34, pageRedirectUrl: null },
    ];
    const goal: Goal = {
      ...purchase,
      variants: [
        ...purchase.variants,
        { variantId: 'c', variantNo: 2, visitors: 405, conversions: 41, revenue: 90_000 },
      ],
      comparisons: [
        ...purchase.comparisons,
        {
          variantId: 'c',
          value: 222.2,
          pValue: 0.6,
          chanceToBeatControl: 0.3,
          lift: { estimate: -0.11, lower: -0.4, upper: 0.2 },
          sequential: { lower: -90, upper: 60, liftLower: -0.5, liftUpper: 0.3, significant: false },
        },
      ],
    };
    render(<GoalResultsTables goals={[goal]} variants={three} />);
    expect(screen.getByText(/the verdict rests on it/)).toBeTruthy();
    const table = screen.getByRole('table', { name: /Purchase/ });
    const intervals = within(table)
      .getAllByRole('row')
      .slice(2)
      .map((row) => row.querySelector('td[data-label="Always-valid interval"]')?.textContent);
    expect(intervals).toEqual(['−8.0% to +102.0%', '−50.0% to +30.0%']);
  });

  it('draws each lift as a bar on a scale that never reaches below −100%', () => {
    const wild: Goal = {
      ...purchase,
      comparisons: purchase.comparisons.map((c) => ({
        ...c,
        lift: { estimate: 2.1, lower: -5.519, upper: 5.519 },
        sequential: { lower: -900, upper: 900, liftLower: -1, liftUpper: null, significant: false },
      })),
    };
    const { container } = render(<GoalResultsTables goals={[wild]} variants={variants} />);
    const bar = container.querySelector('svg.lift-bar');
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    const zero = bar?.querySelector('.lift-bar__zero');
    const interval = bar?.querySelector('.lift-bar__interval');
    // −100% to +551.9%: no change sits at 1/6.519 of the bar, and the interval starts at its left edge.
    expect(Number(zero?.getAttribute('x1'))).toBeCloseTo(160 / 6.519, 1);
    expect(Number(interval?.getAttribute('x'))).toBe(0);
    expect(within(screen.getByRole('table')).getByText('+210.0% (−100.0% to +551.9%)')).toBeTruthy();
  });

  it('says a redirect variant’s engagement is not measured, and shows no figure for it on an engagement goal', () => {
    const redirecting = variants.map((v) => (v.isControl ? v : { ...v, pageRedirectUrl: 'https://example.com/new' }));
    const bounce: Goal = {
      ...returns,
      goalId: '5',
      name: 'bounce rate',
      metric: 'engaged',
      guardrailBroken: false,
      comparisons: [
        { variantId: 'b', value: null, pValue: null, chanceToBeatControl: null, lift: null, sequential: null },
      ],
    };
    render(<GoalResultsTables goals={[purchase, bounce]} variants={redirecting} />);
    expect(screen.getByTestId('results-redirect-note').textContent).toMatch(
      /^Engagement is not measured for redirect variants\. B sends its visitors to another page, where clicks, scrolling and time on page are not counted for this test, so engagement goals and guardrails leave it out\./,
    );
    const table = screen.getByRole('table', {
      name: 'Engaged sessions (not bounced) (guardrail), each variant against A',
    });
    const b = within(table).getByRole('row', { name: /B · Free delivery/ });
    expect(within(b).getByText('Not measured')).toBeTruthy();
    // The conversion goal still compares it.
    const purchases = screen.getByRole('table', { name: /Purchase/ });
    expect(within(purchases).queryByText('Not measured')).toBeNull();
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
