import { chiSquareSurvival } from './chi-square';
import { alwaysValidSplitPValue } from './sequential-split-test';

/**
 * Sample-ratio mismatch (SRM): whether the sessions each arm received fit the configured traffic allocation. A
 * mismatch means assignment or tracking is broken for some visitors (a redirect that loses the script, a bot, a
 * crash in one variant), and then every other number of the test is suspect. The check runs on every test at every
 * look, so it is a sequential test (sequential-split-test.ts): its p-value is valid however often it is read, and a
 * sound test is called off with chance at most 1% over its whole life, however long it runs (0.1% of simulated tests
 * over 30 daily looks), where the chi-square test at 0.001 read daily called off 1.1% within 30 days, and more the
 * longer a test ran. A sequential test at 0.001 would have missed most real mismatches of a small test. Pearson's chi-square (expected sessions = total × allocation share, arms − 1
 * degrees of freedom) is kept as a description of how far off the split is. On the causes of SRMs and how to find
 * them: Fabijan et al., "Diagnosing Sample Ratio Mismatch in Online Controlled Tests: A Taxonomy and Rules of Thumb
 * for Practitioners", KDD 2019.
 */

export const mismatchThreshold = 0.01;

/** Below this many sessions nothing is judged: a split of a dozen sessions says little, and no verdict rests on it. */
export const splitCheckMinimumSessions = 20;

export interface ArmTraffic {
  readonly sessions: number;
  /** The configured share in percent (allocations add up to 100). */
  readonly allocationPercent: number;
}

export interface SampleRatioMismatch {
  readonly chiSquare: number;
  readonly degreesOfFreedom: number;
  /** The fixed-horizon chi-square p-value: right at one look only, kept as a description. */
  readonly chiSquarePValue: number;
  /** Always valid (sequential-split-test.ts): the one the mismatch is judged on. */
  readonly pValue: number;
  /** `pValue` < `mismatchThreshold`. */
  readonly mismatch: boolean;
}

/**
 * Arms allocated 0% are left out (they take no new visitors, so they have no expected count to compare with). Null
 * when fewer than two arms remain or they have fewer than `splitCheckMinimumSessions`: there is nothing to check.
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
  if (totalSessions < splitCheckMinimumSessions) return null;
  let chiSquare = 0;
  for (const arm of included) {
    const expected = (totalSessions * arm.allocationPercent) / totalAllocation;
    chiSquare += ((arm.sessions - expected) * (arm.sessions - expected)) / expected;
  }
  const degreesOfFreedom = included.length - 1;
  const pValue = alwaysValidSplitPValue(
    included.map((arm) => arm.sessions),
    included.map((arm) => arm.allocationPercent / totalAllocation),
  );
  return {
    chiSquare,
    degreesOfFreedom,
    chiSquarePValue: chiSquareSurvival(chiSquare, degreesOfFreedom),
    pValue,
    mismatch: pValue < mismatchThreshold,
  };
}
