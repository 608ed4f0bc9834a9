import { chiSquareSurvival } from './chi-square';

/**
 * Sample-ratio mismatch (SRM): whether the sessions each arm received fit the configured traffic allocation. A
 * mismatch means assignment or tracking is broken for some visitors (a redirect that loses the script, a bot, a
 * crash in one variant), and then every other number of the test is suspect. Pearson's chi-square goodness-of-fit
 * test, expected sessions = total × allocation share, with (arms − 1) degrees of freedom.
 *
 * The threshold is p < 0.001 rather than 0.05 because the check runs on every test at every look, and a false alarm
 * tells an owner to distrust a sound test; a real SRM with a few thousand sessions gives p-values far below it. On
 * the causes of SRMs and how to find them: Fabijan et al., "Diagnosing Sample Ratio Mismatch in Online Controlled
 * Tests: A Taxonomy and Rules of Thumb for Practitioners", KDD 2019.
 */

export const mismatchThreshold = 0.001;

export interface ArmTraffic {
  readonly sessions: number;
  /** The configured share in percent (allocations add up to 100). */
  readonly allocationPercent: number;
}

export interface SampleRatioMismatch {
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  readonly pValue: number;
  /** p < `mismatchThreshold`. */
  readonly mismatch: boolean;
}

/**
 * Arms allocated 0% are left out (they take no new visitors, so they have no expected count to compare with). Null
 * when fewer than two arms remain or they have no sessions yet: there is nothing to check.
 */
export function sampleRatioMismatch(arms: readonly ArmTraffic[]): SampleRatioMismatch | null {
  for (const arm of arms) {
    if (!Number.isInteger(arm.sessions) || arm.sessions < 0 || !(arm.allocationPercent >= 0)) {
      throw new RangeError(`an arm needs whole sessions >= 0 and an allocation >= 0, got ${JSON.stringify(arm)}`);
    }
  }
  const included = arms.filter((arm) => arm.allocationPercent > 0);
  if (included.length < 2) return null;
  const totalSessions = included.reduce((sum, arm) => sum + arm.sessions, 0);
  const totalAllocation = included.reduce((sum, arm) => sum + arm.allocationPercent, 0);
  if (totalSessions === 0) return null;
  let chiSquare = 0;
  for (const arm of included) {
    const expected = (totalSessions * arm.allocationPercent) / totalAllocation;
    chiSquare += ((arm.sessions - expected) * (arm.sessions - expected)) / expected;
  }
  const degreesOfFreedom = included.length - 1;
  const pValue = chiSquareSurvival(chiSquare, degreesOfFreedom);
  return { chiSquare, degreesOfFreedom, pValue, mismatch: pValue < mismatchThreshold };
}
