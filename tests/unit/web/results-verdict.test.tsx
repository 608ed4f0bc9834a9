// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { goalMetricDisplay } from '../../../web/app/features/results/goal-metric';
import { GoalTable } from '../../../web/app/features/results/goal-table';
import { variantResults, type ResultsPageData } from '../../../web/app/features/results/results-data';
import { OneNetworkWarning } from '../../../web/app/features/results/one-network-warning';
import { ResultsVerdict } from '../../../web/app/features/results/results-verdict';

afterEach(cleanup);

const performance = (variantId: string, variantNo: number, sessions: number) => ({
  variantId,
  variantNo,
  sessions,
  avgClicks: 0,
  avgFormSubmits: 0,
  avgScrolledDownPercentage: 0,
  medianTimeOnPage: 0,
  bounceRate: 0,
  buttonData: { avgClicks: 0, avgHovers: 0 },
  formData: { avgClicks: 0, avgHovers: 0, submissionRate: 0, medianTimeSpent: 0 },
});

/** A form-submission test in which B (a 7.5% rate against A's 5%) has won. */
const won: ResultsPageData = {
  testSessionsRemaining: 120,
  test: {
    id: 't',
    name: 'Sign-up button',
    active: true,
    status: 'RUNNING',
    shippedVariantId: null,
    goalName: 'Form submissions',
    maxCases: 10_000,
    changes: [],
    shareLink: null,
    currency: 'GBP',
    variants: [
      { id: 'b', name: 'Bigger button', variantNo: 1, isControl: false, trafficAllocation: 50, pageRedirectUrl: null },
      { id: 'a', name: 'Control', variantNo: 0, isControl: true, trafficAllocation: 50, pageRedirectUrl: null },
    ],
  },
  testResults: {
    goalMetric: 'submitted',
    goalKind: 'RATE',
    goals: [],
    sessions: 8_000,
    maxCases: 10_000,
    controlValue: 0.05,
    comparisons: [
      {
        variantId: 'b',
        variantNo: 1,
        sessions: 4_000,
        value: 0.075,
        pValue: 0.00001,
        chanceToBeatControl: 0.99993,
        lift: { estimate: 0.5, lower: 0.3, upper: 0.7 },
        sequential: { lower: 0.01, upper: 0.04, liftLower: 0.2, liftUpper: 0.8, significant: true },
      },
    ],
    sampleRatio: { pValue: 0.8, mismatch: false },
    networks: { largestShare: 0.01, concentrated: false },
    verdict: {
      kind: 'WINNER',
      action: 'SHIP',
      variantNo: 1,
      chance: 0.99993,
      waitingForFullWeek: false,
      unreliableBecause: [],
      oneNetworkShare: null,
      outlook: null,
      causes: [],
      harmedGuardrails: [],
    },
    minimumLift: 0.1,
    dailySessions: 400,
    liftOverTime: [],
  },
  testPerformanceData: [performance('a', 0, 4_000), performance('b', 1, 4_000)],
};

describe('the results verdict and goal table', () => {
  it("names the winner and gives its lift with the interval, on the goal's own terms", () => {
    render(<ResultsVerdict data={won} goal={goalMetricDisplay('submitted')} />);
    expect(screen.getByText('B beats A with over 99% probability')).toBeTruthy();
    expect(
      screen.getByText(
        'Lift on sessions with a form submission: B is +50.0% against A (95% interval +30.0% to +70.0%).',
      ),
    ).toBeTruthy();
  });

  it('lists the control first with its rate, and the variant with its lift, chance and p-value', () => {
    render(
      <GoalTable
        rows={variantResults(won)}
        goal={goalMetricDisplay('submitted')}
        controlValue={won.testResults.controlValue ?? null}
      />,
    );
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows[1]).toBe('A · Control4,0005.0%Baseline———');
    // The always-valid interval, of the difference (+0.01 to +0.04), read against A's 5.0%: +20% to +80%.
    expect(rows[2]).toBe('B · Bigger button4,0007.5%+50.0% (+30.0% to +70.0%)+20.0% to +80.0%over 99%p < 0.001');
    expect(screen.getByText('The always-valid interval is wider than the 95% interval', { exact: false })).toBeTruthy();
  });

  it('never shows a lift below −100%, however wide the interval', () => {
    const lost: ResultsPageData = {
      ...won,
      testResults: {
        ...won.testResults,
        comparisons: [
          { ...won.testResults.comparisons[0]!, value: 0.01, lift: { estimate: -0.8, lower: -1.3, upper: -0.3 } },
        ],
      },
    };
    render(<GoalTable rows={variantResults(lost)} goal={goalMetricDisplay('submitted')} controlValue={0.05} />);
    expect(screen.getByText('−80.0% (−100.0% to −30.0%)')).toBeTruthy();
  });
});

describe('the warning of visitors from one network', () => {
  it('says what share came from one network, as a warning the screen reader reads in turn', () => {
    render(<OneNetworkWarning share={0.42} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Visitors from one network');
    expect(notice.textContent).toContain("42.0% of this test's visitors came from one network");
    expect(notice.textContent).toContain('leave your own office and testers out of the test');
  });
});
