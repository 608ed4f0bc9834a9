import { sequentialMeanInterval, sequentialRateInterval } from '../../domain/statistics/sequential-interval';
import { requiredSessionsPerArm } from '../../domain/statistics/required-sample-size';
import { sequentialSessionsPerArm } from '../../domain/statistics/sequential-plan';
import { falsePositiveShare, type AaSimulation } from '../support/statistics/a-a-simulation';
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

const simulations: readonly { label: string; simulation: AaSimulation; sequential: 'rate' | 'mean' }[] = [
  {
    label: 'conversion rate 10%',
    sequential: 'rate',
    simulation: { tests, days: 30, sessionsPerArmPerDay: 50, draw: (random) => (random() < 0.1 ? 1 : 0) },
  },
  {
    label: 'time on page (log-normal)',
    sequential: 'mean',
    simulation: { tests, days: 30, sessionsPerArmPerDay: 50, draw: (random) => 30 * Math.exp(standardNormal(random)) },
  },
];

function wilson(share: number, n: number): { lower: number; upper: number } {
  const z = 1.959964;
  const centre = (share + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((share * (1 - share)) / n + (z * z) / (4 * n * n));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

/**
 * Simulated A/A tests looked at every day for 30 days: the share in which the always-valid interval ever called a
 * winner (every winner is false when both arms are the same). Owners look daily, so this is the error they get.
 */
export function runAaSimulations(): AaOutcome[] {
  return simulations.map(({ label, simulation, sequential }, i) => {
    const share = falsePositiveShare(simulation, mulberry32(20_261_121 + i), (control, variant) =>
      sequential === 'rate'
        ? (sequentialRateInterval(control, variant)?.significant ?? false)
        : (sequentialMeanInterval(control, variant)?.significant ?? false),
    );
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
