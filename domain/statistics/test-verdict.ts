import { controlChanceToBeBest } from './chance-to-be-best';
import { forecastDecision } from './decision-forecast';
import type { VariantComparison } from './goal-comparison';
import type { MismatchCause } from './mismatch-causes';

/**
 * What the results page tells the owner to do, resting on the always-valid (sequential) interval of the primary goal,
 * so an owner who looks every day is not told of a winner that chance alone produced (docs/statistics.md, "The
 * verdict"). In order of precedence:
 *
 * - `no_sessions`: nobody has taken part yet.
 * - `unreliable`: the sessions do not fit the configured split (a sample-ratio mismatch), or most of them came from
 *   one client network (network-concentration.ts): every other figure is suspect, so no verdict is given; `reasons`
 *   says which, and where to look.
 * - `winner`: ship. One or more variants are better than the control beyond doubt; the best (highest chance to beat
 *   the control) is named, with any guardrail it makes worse beyond doubt.
 * - `control_wins`: stop and keep the original. Every variant is worse beyond doubt.
 * - `no_meaningful_difference`: stop. Every variant's interval lies below the smallest lift worth finding: whatever
 *   difference there is, it is smaller than the owner cares about, and more sessions would only say so more
 *   precisely (a futility rule, as valid at every look as the interval itself).
 * - `no_difference`: the test has finished (maxCases reached or its end date passed) undecided.
 * - `not_enough_data`: keep going. `leader` says who is ahead so far when anyone is; `outlook` how many more
 *   sessions, and days at the current traffic, until the interval must decide; `waitingForFullWeek` that the
 *   results would decide already, but the test has not run a full week.
 *
 * No winner, loser or futility stop before the test has run `fullWeekDays`: visitors on a Monday are not those of a
 * Saturday, and a lift that clears the interval in the first days is, on average, larger than the true one (tests
 * with a true +10% lift shown at their first "ship" averaged +13.3% when it could come on day 1). The rule has no
 * override; an owner who must stop early can still stop the test. A test that has finished (its maximum reached) has
 * nothing left to wait for and gets its verdict.
 */
/** Why a test's results cannot be trusted: the split is off (with its likely causes), or one network brought too many. */
export type UnreliableReason =
  | { readonly kind: 'split_off'; readonly causes: readonly MismatchCause[] }
  | { readonly kind: 'one_network'; readonly share: number };

export type TestVerdict =
  | { readonly kind: 'no_sessions' }
  | { readonly kind: 'unreliable'; readonly reasons: readonly UnreliableReason[] }
  | {
      readonly kind: 'winner';
      readonly variantNo: number;
      readonly chanceToBeatControl: number;
      /** Guardrails the winner makes worse beyond doubt, by name. */
      readonly harmedGuardrails: readonly string[];
    }
  | { readonly kind: 'control_wins'; readonly chanceToBeatEveryVariant: number }
  | { readonly kind: 'no_meaningful_difference'; readonly minimumRelativeLift: number }
  | { readonly kind: 'no_difference' }
  | {
      readonly kind: 'not_enough_data';
      readonly leader: Leader | null;
      readonly outlook: Outlook | null;
      /** The results would give a winner, a loser or a futility stop, but the test has run less than a full week. */
      readonly waitingForFullWeek: boolean;
    };

/** Who is ahead while nothing is decided: a variant over the control, or the control over every variant. */
export interface Leader {
  /** 0 is the control. */
  readonly variantNo: number;
  /** Its chance to beat the control (for the control, its chance to beat every variant at once): at least `leadThreshold`. */
  readonly chance: number;
}

/**
 * How long until the primary goal is likely decided, by the planner's model (decision-forecast.ts), at the noise and
 * the traffic measured so far.
 */
export interface Outlook {
  /** More sessions in the test as a whole; null when that is more than a year away. */
  readonly sessions: number | null;
  /** At the current traffic; null while there is no traffic to go by, or when more than a year away. */
  readonly days: number | null;
  /** Past `outlookLimitDays`: no figure anyone can plan with. */
  readonly moreThanAYear: boolean;
  /**
   * Whether the test as set up (its maxCases, its end date) leaves the results a fair chance to decide: at least
   * `fairChance` of the simulated futures decide within it. The forecast is a median, so half of the tests that
   * reach their decision in time take longer than it: a test planned to the day reads as within its plan.
   */
  readonly withinTest: boolean;
}

/** Forecasts past this many days read "more than a year". */
export const outlookLimitDays = 365;

/** Below this chance of deciding within the test, the page says the test as set up is too short. */
export const fairChance = 0.2;

/** What the owner should do about it: the action the results page puts first. */
export type VerdictAction = 'ship' | 'stop' | 'keep_running' | 'investigate';

export interface VerdictInput {
  /** The primary goal's comparisons, at the primary goal's α. */
  readonly comparisons: readonly VariantComparison[];
  readonly controlSessions: number;
  /** The control's rate or mean on the primary goal; null before any session. */
  readonly controlValue: number | null;
  /** 0.1 for +10%. */
  readonly minimumRelativeLift: number;
  /** The primary goal's α and the test's size, which its intervals were made with. */
  readonly alpha: number;
  readonly maxCases: number;
  /** The pair sessions the intervals are tightest at (planned-tuning.ts). */
  readonly tuningSessions: number;
  readonly sessions: number;
  /** The test takes no more visitors: maxCases reached or its end date passed. */
  readonly finished: boolean;
  /** Days since the phase the results count from began (fractional). */
  readonly daysRunning: number;
  /** Sessions a day lately; null when unknown. */
  readonly dailySessions: number | null;
  /** Whole days until the test's end date. */
  readonly daysLeft: number;
  /** Null unless the sessions do not fit the split. */
  readonly mismatch: readonly MismatchCause[] | null;
  /** Null unless one network brought too large a share of the sessions: that share. */
  readonly oneNetworkShare: number | null;
  /** Guardrails made worse beyond doubt: each by name with the variants that do it. */
  readonly harmedGuardrails: readonly { readonly name: string; readonly variantNos: readonly number[] }[];
  /** False leaves the outlook out (null), for simulations that read the verdict alone; true unless set. */
  readonly withOutlook?: boolean;
}

/** The days a test runs before a stop or ship verdict: one weekly cycle of visitors. */
export const fullWeekDays = 7;

/** Below this the lead is a coin toss, and naming a leader would only invite reading noise. */
export const leadThreshold = 0.55;

const isBetter = (c: VariantComparison): boolean => c.sequential?.significant === true && c.sequential.estimate > 0;
const isWorse = (c: VariantComparison): boolean => c.sequential?.significant === true && c.sequential.estimate < 0;

export function testVerdict(input: VerdictInput): TestVerdict {
  if (input.sessions === 0) return { kind: 'no_sessions' };
  const reasons = unreliableReasons(input);
  if (reasons.length > 0) return { kind: 'unreliable', reasons };
  const decided = decisiveVerdict(input);
  // A test that takes no more visitors has nothing left to wait for.
  if (decided !== null && (input.daysRunning >= fullWeekDays || input.finished)) return decided;
  if (input.finished) return { kind: 'no_difference' };
  return {
    kind: 'not_enough_data',
    leader: leaderOf(input.comparisons),
    outlook: input.withOutlook === false ? null : outlookOf(input),
    waitingForFullWeek: decided !== null,
  };
}

/** A winner, the control winning, or the smallest lift worth finding ruled out; null while none holds. */
function decisiveVerdict(input: VerdictInput): TestVerdict | null {
  const { comparisons } = input;
  const winner = best(comparisons.filter(isBetter));
  if (winner !== null) {
    return {
      kind: 'winner',
      variantNo: winner.variantNo,
      chanceToBeatControl: winner.chanceToBeatControl ?? 1,
      harmedGuardrails: input.harmedGuardrails
        .filter((g) => g.variantNos.includes(winner.variantNo))
        .map((g) => g.name),
    };
  }
  if (comparisons.length > 0 && comparisons.every(isWorse)) {
    return { kind: 'control_wins', chanceToBeatEveryVariant: controlChance(comparisons) ?? 1 };
  }
  if (rulesOutMinimumLift(input)) {
    return { kind: 'no_meaningful_difference', minimumRelativeLift: input.minimumRelativeLift };
  }
  return null;
}

export function verdictAction(verdict: TestVerdict): VerdictAction {
  switch (verdict.kind) {
    case 'winner':
      return 'ship';
    case 'control_wins':
    case 'no_meaningful_difference':
    case 'no_difference':
      return 'stop';
    case 'unreliable':
      return 'investigate';
    case 'no_sessions':
    case 'not_enough_data':
      return 'keep_running';
  }
}

function unreliableReasons(input: VerdictInput): UnreliableReason[] {
  const reasons: UnreliableReason[] = [];
  if (input.mismatch !== null) reasons.push({ kind: 'split_off', causes: input.mismatch });
  if (input.oneNetworkShare !== null) reasons.push({ kind: 'one_network', share: input.oneNetworkShare });
  return reasons;
}

/** The smallest lift worth finding, as a difference in the goal's unit; null while the control has no value above 0. */
function decisiveWidth(input: VerdictInput): number | null {
  const control = input.controlValue;
  return control !== null && control > 0 ? input.minimumRelativeLift * control : null;
}

/** Every variant's interval lies wholly below the smallest lift worth finding. */
function rulesOutMinimumLift(input: VerdictInput): boolean {
  const width = decisiveWidth(input);
  if (width === null || input.comparisons.length === 0) return false;
  return input.comparisons.every((c) => c.sequential !== null && c.sequential.interval.upper < width);
}

/**
 * The sessions until every comparison still open is likely decided (the slowest one), and the days that takes at the
 * current traffic. Null while some comparison has no interval yet (too few sessions to measure its noise).
 */
function outlookOf(input: VerdictInput): Outlook | null {
  const width = decisiveWidth(input);
  if (width === null || input.sessions <= 0) return null;
  const daily = input.dailySessions !== null && input.dailySessions > 0 ? input.dailySessions : null;
  // Without traffic the forecast is by sessions alone, as if a month had brought the sessions so far.
  const testDaily = daily ?? input.sessions / 30;
  const room = Math.min(input.maxCases - input.sessions, daily === null ? Infinity : input.daysLeft * daily);
  let deciding = input.sessions;
  let chanceWithinTest = 1;
  for (const c of input.comparisons) {
    if (c.sequential === null) return null;
    if (c.sequential.significant || c.sequential.interval.upper < width) continue;
    const pairSessions = input.controlSessions + c.sessions;
    // The pair's share of the test's sessions stays as it has been.
    const pairShare = pairSessions / input.sessions;
    const forecast = forecastDecision({
      pairSessions,
      estimate: c.sequential.estimate,
      halfWidth: (c.sequential.interval.upper - c.sequential.interval.lower) / 2,
      decisiveWidth: width,
      pairDailySessions: testDaily * pairShare,
      options: { alpha: input.alpha, tuningSessions: input.tuningSessions },
    });
    if (forecast === null) return null;
    deciding = Math.max(deciding, Math.ceil(forecast.medianPairSessions / pairShare));
    chanceWithinTest = Math.min(chanceWithinTest, forecast.decidedBy(pairSessions + Math.max(0, room) * pairShare));
  }
  const sessions = Math.max(0, deciding - input.sessions);
  const days = daily === null ? null : Math.ceil(sessions / daily);
  // Past a year (or, without traffic, past any count GraphQL carries) no figure is given.
  const moreThanAYear = days !== null && days > outlookLimitDays;
  return {
    sessions: moreThanAYear || sessions > maxOutlookSessions ? null : sessions,
    days: moreThanAYear || days === null || !Number.isFinite(days) ? null : days,
    moreThanAYear,
    withinTest: chanceWithinTest >= fairChance,
  };
}

/** The largest count GraphQL's Int carries. */
const maxOutlookSessions = 2_147_483_647;

function best(candidates: readonly VariantComparison[]): VariantComparison | null {
  let top: VariantComparison | null = null;
  for (const c of candidates) {
    if (top === null || (c.chanceToBeatControl ?? 0) > (top.chanceToBeatControl ?? 0)) top = c;
  }
  return top;
}

/**
 * The control's chance to beat every variant at once (chance-to-be-best.ts); null while some comparison has no
 * figures yet.
 */
function controlChance(comparisons: readonly VariantComparison[]): number | null {
  const estimates = comparisons.map((c) => c.estimate);
  if (estimates.length === 0 || estimates.some((e) => e === null)) return null;
  return controlChanceToBeBest(estimates.filter((e) => e !== null));
}

function leaderOf(comparisons: readonly VariantComparison[]): Leader | null {
  const top = best(comparisons.filter((c) => c.chanceToBeatControl !== null));
  if (top === null || top.chanceToBeatControl === null) return null;
  if (top.chanceToBeatControl >= leadThreshold) return { variantNo: top.variantNo, chance: top.chanceToBeatControl };
  // The control's chance to beat every variant is at most its chance against the closest one.
  if (1 - top.chanceToBeatControl < leadThreshold) return null;
  const control = controlChance(comparisons);
  return control !== null && control >= leadThreshold ? { variantNo: 0, chance: control } : null;
}
