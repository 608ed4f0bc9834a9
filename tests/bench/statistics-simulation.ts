import { simulateTest, type ResultsSimulation, type SimulatedMetric } from '../support/statistics/results-simulation';
import { pageContradictions } from '../support/statistics/page-invariants';
import { randomPage, resultsOf } from '../support/statistics/random-pages';
import { mulberry32 } from '../support/statistics/seeded-random';

/** Tests a case: BENCH_STATISTICS_TESTS, 2,000 unless set (about 5 minutes on 2 cores with the pages below). */
const tests = Number(process.env.BENCH_STATISTICS_TESTS ?? 2000);
/** The share of A/A tests a method may call falsely at some look. */
const falseCallTarget = 0.05;

export interface StatisticsRow {
  readonly label: string;
  readonly line: string;
  readonly met: boolean;
}

interface AaCase {
  readonly label: string;
  readonly simulation: ResultsSimulation;
}

/** Equal shares, or the control 90% and the variants sharing 10% (80/20 for `controlPercent` 80). */
function allocation(arms: number, controlPercent: number | null): number[] {
  if (controlPercent === null) {
    const share = Math.floor(100 / arms);
    return Array.from({ length: arms }, (_, i) => (i === 0 ? 100 - share * (arms - 1) : share));
  }
  const rest = 100 - controlPercent;
  return [controlPercent, ...Array.from({ length: arms - 1 }, () => rest / (arms - 1))];
}

const rate = (value: number): SimulatedMetric => ({ kind: 'rate', rate: value });
/** Log-normal orders, median 50.00 in minor units, σ 1.2: a mean about twice the median and a long tail. */
const revenue = (buyerShare: number): SimulatedMetric => ({
  kind: 'revenue',
  buyerShare,
  medianOrder: 5000,
  sigma: 1.2,
});

function aaCase(
  metric: SimulatedMetric,
  metricLabel: string,
  arms: number,
  controlPercent: number | null,
  perArmDaily = 250,
): AaCase {
  const percents = allocation(arms, controlPercent);
  return {
    label: `${metricLabel}, ${arms} arms ${percents.map((p) => Math.round(p)).join('/')}, ${perArmDaily} visitors a day an arm`,
    simulation: { allocationPercents: percents, dailyVisitors: perArmDaily * arms, days: 30, metric },
  };
}

const splits = [null, 90] as const;
const aaCases: readonly AaCase[] = [
  ...[0.02, 0.05, 0.2].flatMap((r) =>
    [2, 3, 5].flatMap((arms) => splits.map((split) => aaCase(rate(r), `rate ${r * 100}%`, arms, split))),
  ),
  ...[0.03, 0.1].flatMap((share) =>
    [2, 5].flatMap((arms) =>
      splits.map((split) => aaCase(revenue(share), `revenue, ${share * 100}% buyers`, arms, split)),
    ),
  ),
  aaCase(revenue(0.03), 'revenue, 3% buyers', 2, 80),
  aaCase(revenue(0.03), 'revenue, 3% buyers', 2, 90, 2500),
];

/** A share with its Wilson 95% interval. */
export function shareWithInterval(hits: number, n: number): { share: number; lower: number; upper: number } {
  const z = 1.959964;
  const share = n === 0 ? 0 : hits / n;
  const centre = (share + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((share * (1 - share)) / n + (z * z) / (4 * n * n));
  return { share, lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;

/**
 * A/A tests through the results code, looked at daily for 30 days: the share in which the verdict named a winner or
 * said A wins at some look (every such call is false), with its 95% interval; how many of those were losers; the
 * share told the split is off; and the share shown a leader at 95% or more at some look.
 */
export async function runAaResultsSimulations(
  only: string | undefined,
  each: (row: StatisticsRow) => void,
): Promise<void> {
  for (const [i, { label, simulation }] of aaCases.entries()) {
    if (only !== undefined && !label.includes(only)) continue;
    const random = mulberry32(20_261_201 + i);
    let calls = 0;
    let losers = 0;
    let splitOff = 0;
    let leaders = 0;
    for (let test = 0; test < tests; test += 1) {
      const outcome = await simulateTest(simulation, random);
      if (outcome.firstCall !== null) {
        calls += 1;
        if (outcome.firstCall.verdict.kind === 'control_wins') losers += 1;
      }
      if (outcome.splitOff) splitOff += 1;
      if (outcome.confidentLeader) leaders += 1;
    }
    const { share, lower, upper } = shareWithInterval(calls, tests);
    const srm = shareWithInterval(splitOff, tests);
    each({
      label,
      met: share <= falseCallTarget,
      line:
        `false winner or loser ${percent(share)} (95% ${percent(lower)}–${percent(upper)}, ${calls}/${tests}, ` +
        `${losers} losers); split off ${percent(srm.share)} (95% ${percent(srm.lower)}–${percent(srm.upper)}); ` +
        `leader at 95%+ ${percent(leaders / tests)}`,
    });
  }
}

/** Pages a run: BENCH_STATISTICS_PAGES, 20,000 unless set. */
const pages = Number(process.env.BENCH_STATISTICS_PAGES ?? 20_000);

/**
 * Generated results pages of every shape through the real results code, the outlook included: the pages on which
 * two figures disagree (tests/support/statistics/page-invariants.ts), and those a figure of which GraphQL could not
 * carry (not a finite number), with the first few found.
 */
export async function runContradictions(): Promise<StatisticsRow> {
  const random = mulberry32(20_261_129);
  let contradicting = 0;
  let winners = 0;
  const examples: string[] = [];
  for (let page = 0; page < pages; page += 1) {
    const { rollups, goal } = randomPage(random);
    const results = await resultsOf(rollups, true);
    if (results.verdict.kind === 'winner') winners += 1;
    const found = pageContradictions(results);
    if (found.length > 0) {
      contradicting += 1;
      if (examples.length < 3) examples.push(`page ${page} (${goal}): ${found.join('; ')}`);
    }
  }
  const { upper } = shareWithInterval(contradicting, pages);
  return {
    label: `${pages.toLocaleString('en')} generated results pages (${winners} with a winner)`,
    met: contradicting === 0,
    line:
      `${contradicting} with figures that disagree (95% upper bound ${percent(upper)})` +
      (examples.length > 0 ? `; ${examples.join(' | ')}` : ''),
  };
}
