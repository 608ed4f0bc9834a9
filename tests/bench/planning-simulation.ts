import { mulberry32 } from '../support/statistics/seeded-random';
import { simulatePlannedTest, type PlanningCase } from '../support/statistics/planning-simulation';

const tests = Number(process.env.BENCH_PLANNING_TESTS ?? 500);

interface PlanningRow {
  readonly label: string;
  readonly lines: readonly string[];
}

/** A share with its Wilson 95% interval. */
function shareLine(label: string, hits: number, n: number): string {
  const z = 1.959964;
  const share = n === 0 ? 0 : hits / n;
  const centre = (share + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((share * (1 - share)) / n + (z * z) / (4 * n * n));
  const percent = (x: number): string => `${(100 * x).toFixed(1)}%`;
  return `${label}: ${percent(share)} (95% ${percent(Math.max(0, centre - half))}–${percent(Math.min(1, centre + half))}, ${hits}/${n})`;
}

/** The mean with its normal 95% interval, in percent. */
function meanLine(label: string, values: readonly number[]): string {
  const n = values.length;
  if (n < 2) return `${label}: no data`;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
  const half = (1.959964 * sd) / Math.sqrt(n);
  const percent = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}%`;
  return `${label}: ${percent(mean)} (95% ${percent(mean - half)} to ${percent(mean + half)}, n = ${n})`;
}

/** The median with its distribution-free 95% interval (order statistics at n/2 ± 1.96 √n / 2). */
function medianLine(label: string, values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return `${label}: no data`;
  const at = (i: number): number => sorted[Math.min(n - 1, Math.max(0, i))]!;
  const spread = 0.98 * Math.sqrt(n);
  const show = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : 'more than a year');
  return `${label}: ${show(at(Math.floor(n / 2)))} (95% ${show(at(Math.floor(n / 2 - spread)))}–${show(at(Math.ceil(n / 2 + spread)))}, n = ${n})`;
}

const cases: readonly (PlanningCase & { readonly label: string })[] = [50, 90].flatMap((control) =>
  [1, 3, 10].map((maxMultiple) => ({
    label: `10% rate, +10%, ${control}/${100 - control}, maximum ${maxMultiple}× plan`,
    tests,
    baseline: 0.1,
    lift: 0.1,
    allocationPercents: [control, 100 - control],
    maxMultiple,
    plannedDays: 28,
  })),
);

/**
 * Tests set up as the planner advises (a 10% rate, a real lift equal to the smallest worth finding, +10%; the end at
 * the planned 28 days), through the results code, looked at daily: how often the lift is found within the planned
 * days, and how the forecast at day 7 compares with the days the results actually took.
 */
export async function runPlanningSimulations(): Promise<PlanningRow[]> {
  const rows: PlanningRow[] = [];
  for (const [i, planning] of cases.entries()) {
    const random = mulberry32(20_261_129 + i);
    let found = 0;
    let pastEnd = 0;
    let pastEndEarly = 0;
    const ratios: number[] = [];
    const shipLifts: number[] = [];
    for (let test = 0; test < planning.tests; test += 1) {
      const outcome = await simulatePlannedTest(planning, random);
      if (outcome.foundWithinPlan) found += 1;
      if (outcome.pastEndWithinPlan) pastEnd += 1;
      if (outcome.pastEndEarly) pastEndEarly += 1;
      if (outcome.liftAtShip !== null) shipLifts.push(outcome.liftAtShip);
      if (outcome.forecastAtDay7 !== null && outcome.decidedOnDay !== null && outcome.decidedOnDay > 7) {
        ratios.push(outcome.forecastAtDay7 / outcome.decidedOnDay);
      }
    }
    rows.push({
      label: planning.label,
      lines: [
        shareLine('power within the planned days', found, planning.tests),
        medianLine('forecast at day 7 ÷ actual days to a decision, median', ratios),
        shareLine('told "past its end or maximum" at day 3 or 7', pastEndEarly, planning.tests),
        shareLine('told so on any day within the plan (late: unlikely to decide)', pastEnd, planning.tests),
        meanLine(`lift shown on the day the winner was named (true +${planning.lift * 100}%), mean`, shipLifts),
      ],
    });
  }
  return rows;
}
