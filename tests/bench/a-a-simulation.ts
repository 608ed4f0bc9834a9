import { sequentialMeanInterval, sequentialRateInterval } from '../../domain/statistics/sequential-interval';
import { falsePositiveShare, type AaSimulation } from '../support/statistics/a-a-simulation';
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
