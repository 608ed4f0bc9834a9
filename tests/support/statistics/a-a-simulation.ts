import { type SufficientStatistics } from '../../../domain/statistics/sufficient-statistics';
import { type Random } from './seeded-random';

/**
 * Simulated A/A tests: both arms draw from the same distribution, so every "significant" result is a false one.
 * Each test runs for `days` days with `sessionsPerArmPerDay` new sessions per arm, and is looked at once a day;
 * a test counts as a false positive if any look says significant (an owner who stops at the first "winner").
 */
export interface AaSimulation {
  readonly tests: number;
  readonly days: number;
  readonly sessionsPerArmPerDay: number;
  readonly draw: (random: Random) => number;
}

/** `significantAt` answers one look; the result is the share of tests in which any look answered true. */
export function falsePositiveShare(
  simulation: AaSimulation,
  random: Random,
  significantAt: (control: SufficientStatistics, variant: SufficientStatistics) => boolean,
): number {
  let falsePositives = 0;
  for (let test = 0; test < simulation.tests; test += 1) {
    const arms = [
      { n: 0, sum: 0, sumOfSquares: 0 },
      { n: 0, sum: 0, sumOfSquares: 0 },
    ];
    let flagged = false;
    for (let day = 0; day < simulation.days; day += 1) {
      for (const arm of arms) {
        for (let i = 0; i < simulation.sessionsPerArmPerDay; i += 1) {
          const value = simulation.draw(random);
          arm.n += 1;
          arm.sum += value;
          arm.sumOfSquares += value * value;
        }
      }
      const [control, variant] = arms;
      // Every day is simulated even after a flag, so each test uses the same number of draws whatever is measured.
      if (!flagged && control !== undefined && variant !== undefined && significantAt(control, variant)) flagged = true;
    }
    if (flagged) falsePositives += 1;
  }
  return falsePositives / simulation.tests;
}

/**
 * Simulated tests with several variants and goals, compared as the results page compares them
 * (domain/statistics/false-winner-control.ts): every variant against the control on the primary goal, and on each
 * secondary goal only at a look where the primary goal has a verdict. Every secondary goal, and the primary goal
 * unless `variantPrimaryDraw` says otherwise, draws from the same distribution in every arm, so a call on it is a
 * false one. With a real effect on the primary goal, the gate opens and only the secondary goals can go wrong.
 */
export interface FamilySimulation extends AaSimulation {
  readonly variants: number;
  readonly secondaryGoals: number;
  /** The variants' primary goal, when it truly differs from the control's. */
  readonly variantPrimaryDraw?: (random: Random) => number;
}

export type CallAt = (
  control: SufficientStatistics,
  variant: SufficientStatistics,
  goal: { readonly primary: boolean },
) => boolean;

type Arm = { n: number; sum: number; sumOfSquares: number }[];

/** The share of tests in which any look made a false call. */
export function falseCallShare(simulation: FamilySimulation, random: Random, callAt: CallAt): number {
  const goals = 1 + simulation.secondaryGoals;
  let flaggedTests = 0;
  for (let test = 0; test < simulation.tests; test += 1) {
    const arms: Arm[] = Array.from({ length: simulation.variants + 1 }, () =>
      Array.from({ length: goals }, () => ({ n: 0, sum: 0, sumOfSquares: 0 })),
    );
    let flagged = false;
    for (let day = 0; day < simulation.days; day += 1) {
      arms.forEach((arm, armIndex) => {
        for (let i = 0; i < simulation.sessionsPerArmPerDay; i += 1) {
          arm.forEach((goal, goalIndex) => {
            const draw =
              armIndex > 0 && goalIndex === 0 ? (simulation.variantPrimaryDraw ?? simulation.draw) : simulation.draw;
            const value = draw(random);
            goal.n += 1;
            goal.sum += value;
            goal.sumOfSquares += value * value;
          });
        }
      });
      if (!flagged) flagged = falseCallAtLook(arms, callAt, simulation.variantPrimaryDraw === undefined);
    }
    if (flagged) flaggedTests += 1;
  }
  return flaggedTests / simulation.tests;
}

function falseCallAtLook(arms: readonly Arm[], callAt: CallAt, primaryIsNull: boolean): boolean {
  const [control, ...variants] = arms;
  if (control === undefined) return false;
  const primaryCalled = variants.some((variant) => callAt(control[0]!, variant[0]!, { primary: true }));
  if (!primaryCalled) return false;
  if (primaryIsNull) return true;
  return variants.some((variant) =>
    variant.slice(1).some((goal, j) => callAt(control[j + 1]!, goal, { primary: false })),
  );
}
