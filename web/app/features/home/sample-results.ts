import type { ResultsPageData, VariantResults } from '../results/results-data';

/**
 * A finished test as the results page would show it, for the home page: green or orange buy buttons, goal clicks
 * per session. The figures agree with one another (lift = B ÷ A − 1, sessions add up) as the API's would.
 */
const control = {
  id: 'sample-a',
  name: 'Green buttons',
  variantNo: 0,
  isControl: true,
  trafficAllocation: 50,
  pageRedirectUrl: null,
};
const variant = {
  id: 'sample-b',
  name: 'Orange buttons',
  variantNo: 1,
  isControl: false,
  trafficAllocation: 50,
  pageRedirectUrl: null,
};

const comparison = {
  variantId: variant.id,
  variantNo: 1,
  sessions: 2_431,
  value: 1.38,
  pValue: 0.003,
  // From the same estimate as the p-value: p = 0.003 is a z of 2.97, a chance of 99.85%.
  chanceToBeatControl: 0.9985,
  lift: { estimate: 0.15, lower: 0.05, upper: 0.25 },
  // Of the difference B − A, and read as a lift, as the API gives it: wider than the lift's 95% interval, and clear
  // of zero.
  sequential: { lower: 0.03, upper: 0.33, liftLower: 0.025, liftUpper: 0.275, significant: true },
};

export const sampleResults: Pick<ResultsPageData, 'testResults'> = {
  testResults: {
    goalMetric: 'clicks',
    goalKind: 'MEAN',
    goals: [],
    sessions: 4_843,
    maxCases: 5_000,
    controlValue: 1.2,
    comparisons: [comparison],
    sampleRatio: { pValue: 0.82, mismatch: false },
    networks: { largestShare: 0.004, concentrated: false },
    verdict: {
      kind: 'WINNER',
      action: 'SHIP',
      variantNo: 1,
      chance: 0.9985,
      waitingForFullWeek: false,
      unreliableBecause: [],
      oneNetworkShare: null,
      outlook: null,
      causes: [],
      harmedGuardrails: [],
    },
    minimumLift: 0.1,
    dailySessions: 240,
    liftOverTime: [],
  },
};

const performance = (variantId: string, variantNo: number, sessions: number, avgClicks: number) => ({
  variantId,
  variantNo,
  sessions,
  avgClicks,
  avgFormSubmits: 0.04,
  avgScrolledDownPercentage: 61.5,
  medianTimeOnPage: 42,
  bounceRate: 0.38,
  buttonData: { avgClicks: avgClicks / 2, avgHovers: 1.1 },
  formData: { avgClicks: 0.1, avgHovers: 0.2, submissionRate: 0.04, medianTimeSpent: 12 },
});

export const sampleRows: readonly VariantResults[] = [
  { variant: control, performance: performance(control.id, 0, 2_412, 1.2), comparison: null },
  { variant, performance: performance(variant.id, 1, 2_431, 1.38), comparison },
];
