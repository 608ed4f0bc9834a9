import { sequentialMeanInterval, sequentialRateInterval } from '../../domain/statistics/sequential-interval';
import { requiredSessionsPerArm } from '../../domain/statistics/required-sample-size';
import { sequentialSessionsPerArm } from '../../domain/statistics/sequential-plan';
import { primaryAlpha, secondaryAlpha } from '../../domain/statistics/false-winner-control';
import { falseCallShare, type FamilySimulation } from '../support/statistics/a-a-simulation';
import { simulatedPower } from '../support/statistics/power-simulation';
import { mulberry32, standardNormal } from '../support/statistics/seeded-random';

export interface AaOutcome {
  readonly label: string;
  readonly tests: number;
  readonly share: number;
  /** Wilson 95% interval of the share. */
  readonly lower: number;
  readonly upper: number;
}

const tests = Number(process.env.BENCH_AA_TESTS ?? 2000);

const rate = (random: () => number): number => (random() < 0.1 ? 1 : 0);
const logNormal = (random: () => number): number => 30 * Math.exp(standardNormal(random));

interface FamilyCase {
  readonly label: string;
  readonly sequential: 'rate' | 'mean';
  readonly simulation: FamilySimulation;
}

const family = (
  variants: number,
  secondaryGoals = 0,
): Pick<FamilySimulation, 'tests' | 'days' | 'sessionsPerArmPerDay' | 'variants' | 'secondaryGoals'> => ({
  tests,
  days: 30,
  sessionsPerArmPerDay: 50,
  variants,
  secondaryGoals,
});

/**
 * A/A tests of a 10% rate and a log-normal mean with 1 to 4 variants, and tests whose primary goal has a real +30%
 * lift (so the gate opens) with 3 null secondary goals: each false call counted, as the results page would make it.
 */
const simulations: readonly FamilyCase[] = [
  ...[1, 2, 3, 4].map((variants) => ({
    label: `rate 10%, ${variants + 1} arms`,
    sequential: 'rate' as const,
    simulation: { ...family(variants), draw: rate },
  })),
  ...[1, 2, 3, 4].map((variants) => ({
    label: `log-normal mean, ${variants + 1} arms`,
    sequential: 'mean' as const,
    simulation: { ...family(variants), draw: logNormal },
  })),
  {
    label: 'rate, 3 arms, 3 secondary goals (primary +30%)',
    sequential: 'rate',
    simulation: { ...family(2, 3), draw: rate, variantPrimaryDraw: (random) => (random() < 0.13 ? 1 : 0) },
  },
];

function wilson(share: number, n: number): { lower: number; upper: number } {
  const z = 1.959964;
  const centre = (share + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((share * (1 - share)) / n + (z * z) / (4 * n * n));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/**
 * Simulated tests looked at every day for 30 days: the share in which the always-valid intervals ever made a false
 * call, at the α each comparison gets on the results page (primary: 5% over the variants; secondary: 5% over
 * variants and goals, behind the primary goal's gate). Owners look daily, so this is the error they get.
 */
export function runAaSimulations(): AaOutcome[] {
  return simulations.map(({ label, simulation, sequential }, i) => {
    const tuningSessions = 1_000;
    const share = falseCallShare(simulation, mulberry32(20_261_121 + i), (control, variant, goal) => {
      const alpha = goal.primary
        ? primaryAlpha(simulation.variants)
        : secondaryAlpha(simulation.variants, simulation.secondaryGoals);
      const options = { alpha, tuningSessions };
      return sequential === 'rate'
        ? (sequentialRateInterval(control, variant, options)?.significant ?? false)
        : (sequentialMeanInterval(control, variant, options)?.significant ?? false);
    });
    return { label, tests: simulation.tests, share, ...wilson(share, simulation.tests) };
  });
}

export interface PowerOutcome extends AaOutcome {
  readonly sessionsPerArm: number;
  /** The size the plan gives, which aims at 80%. */
  readonly planned: boolean;
}

/**
 * Tests of a 10% rate with a real +10% lift, 30 days of daily looks: how often the always-valid interval finds it,
 * stopped at the size the new-test flow plans (aimed at 80%) and at the fixed-horizon size it used to plan.
 */
export function runPowerSimulations(): PowerOutcome[] {
  const fixed = requiredSessionsPerArm({ baselineRate: 0.1, minimumRelativeLift: 0.1 }) ?? 0;
  const plans = [
    { label: 'planned (sequential)', sessionsPerArm: sequentialSessionsPerArm(fixed, { looks: 30 }), planned: true },
    { label: 'fixed-horizon size', sessionsPerArm: fixed, planned: false },
  ];
  return plans.map(({ label, sessionsPerArm, planned }, i) => {
    const share = simulatedPower(
      { tests, days: 30, sessionsPerArm, baseline: 0.1, lift: 0.1 },
      mulberry32(20_261_124 + i),
    );
    return { label, tests, sessionsPerArm, planned, share, ...wilson(share, tests) };
  });
}
