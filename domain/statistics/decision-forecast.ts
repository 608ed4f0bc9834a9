import { decidingPairSessions } from './decision-horizon';
import { mulberry32 } from './seeded-random';
import { mixtureMultiplier, type SequentialOptions } from './sequential-interval';

/**
 * When a comparison still open is likely to be decided, by the planner's own model (sequential-plan.ts): the
 * difference's estimate moves as a Brownian motion with the drift of the smallest lift worth finding, the effect the
 * test was planned to find, and the always-valid interval is read once a day. Starting from where the comparison
 * stands today (its estimate and standard error), simulated futures are run until the interval leaves out zero or
 * rules the lift out; the median of the days they take is the forecast. The bound of decision-horizon.ts (the day
 * the interval is sure to decide whatever the truth) is where every path has decided, and so where the simulation
 * stops; as a forecast it was several times too long, since a real lift is usually called well before it.
 */
export interface ForecastInput {
  /** Sessions of the control and the variant together, now. */
  readonly pairSessions: number;
  /** The observed difference, variant − control. */
  readonly estimate: number;
  /** The always-valid interval's half-width now, in the goal's unit. */
  readonly halfWidth: number;
  /** The smallest lift worth finding as a difference (relative lift × the control's value). */
  readonly decisiveWidth: number;
  /** The pair's sessions a day. */
  readonly pairDailySessions: number;
  readonly options: SequentialOptions;
}

const paths = 400;
/** Past this many daily looks the looks are spread evenly instead: a forecast that long is "more than a year". */
const maxLooks = 400;

export interface Forecast {
  /** The pair's sessions by which half the simulated futures have decided; infinite when beyond any count. */
  readonly medianPairSessions: number;
  /** The share of the simulated futures decided by the time the pair has had `pairSessions`. */
  decidedBy(pairSessions: number): number;
}

/**
 * When the comparison is forecast to be decided, as the pair's sessions; null without traffic or an interval to go
 * by. Noise so large that not even 10¹² sessions are sure to decide gives an infinite forecast.
 */
export function forecastDecision(input: ForecastInput): Forecast | null {
  const { pairSessions: n0, estimate, halfWidth, decisiveWidth, pairDailySessions, options } = input;
  if (!(pairDailySessions > 0)) return null;
  const horizon = decidingPairSessions({ pairSessions: n0, halfWidth, decisiveWidth, options });
  if (horizon === null) return { medianPairSessions: Number.POSITIVE_INFINITY, decidedBy: () => 0 };
  if (horizon <= n0) return { medianPairSessions: n0, decidedBy: () => 1 };
  const looks = Math.min(maxLooks, Math.ceil((horizon - n0) / pairDailySessions));
  const step = (horizon - n0) / looks;
  const sessionsAt = Array.from({ length: looks }, (_, j) => (j + 1 === looks ? horizon : n0 + step * (j + 1)));
  const multipliers = sessionsAt.map((n) => mixtureMultiplier(n, options));
  // The variance of one pair-session's contribution to the difference, read back from today's interval.
  const unitVariance = (halfWidth / mixtureMultiplier(n0, options)) ** 2 * n0;
  const stepSd = Math.sqrt(unitVariance * step);
  const random = mulberry32(0x0f0ca57);
  const decidedAt: number[] = [];
  for (let path = 0; path < paths; path += 1) {
    let total = estimate * n0;
    let decided = horizon;
    for (let j = 0; j < looks; j += 1) {
      const n = sessionsAt[j]!;
      total += decisiveWidth * step + stepSd * standardNormal(random);
      const mean = total / n;
      const margin = multipliers[j]! * Math.sqrt(unitVariance / n);
      if (mean - margin > 0 || mean + margin < decisiveWidth) {
        decided = n;
        break;
      }
    }
    decidedAt.push(decided);
  }
  decidedAt.sort((a, b) => a - b);
  return {
    medianPairSessions: Math.ceil(decidedAt[Math.floor(paths / 2)]!),
    decidedBy: (pairSessions) => decidedAt.filter((n) => n <= pairSessions).length / paths,
  };
}

function standardNormal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
