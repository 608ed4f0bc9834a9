import { formatCount } from '../../format/format-count';
import {
  decisiveVerdictWords,
  unreliableAdvice,
  unreliableHeadline,
} from '../../../../domain/statistics/verdict-text-rules';
import { formatChance, formatRate } from '../../format/format-measure';
import type { MismatchCauseKind, UnreliableReason, VerdictKind } from '../../gql/graphql';
import { listOfLetters, variantLetter } from './variant-letter';

export interface VerdictFields {
  readonly kind: VerdictKind;
  readonly variantNo?: number | null;
  readonly chance?: number | null;
  readonly outlook?: {
    readonly sessions?: number | null;
    readonly days?: number | null;
    readonly moreThanAYear?: boolean;
    readonly withinTest: boolean;
  } | null;
  readonly causes?: readonly {
    readonly kind: MismatchCauseKind;
    readonly variantNo: number;
    readonly redirects: boolean;
  }[];
  readonly harmedGuardrails?: readonly string[];
  /** Why an UNRELIABLE verdict is; left out, the split (as before the network check). */
  readonly unreliableBecause?: readonly UnreliableReason[];
  /** UNRELIABLE because of one network: the share of the sessions it brought. */
  readonly oneNetworkShare?: number | null;
  /** NOT_ENOUGH_DATA: the results would decide, but the test has not run a full week. */
  readonly waitingForFullWeek?: boolean;
}

export interface VerdictText {
  readonly headline: string;
  readonly detail: string;
  /** What to do next, in one sentence. */
  readonly advice: string;
  /** Whether the test has an answer an owner can act on. */
  readonly decided: boolean;
}

export interface VerdictContext {
  /** The test's variants other than the control, which the control's wins and leads are stated against. */
  readonly variantNos: readonly number[];
  /** The smallest lift worth finding, as a share (0.1 for +10%). */
  readonly minimumLift?: number | null;
  /** Sessions a day lately. */
  readonly dailySessions?: number | null;
}

/** The verdict in plain words ("B beats A with 97% probability") and what to do about it. */
export function verdictText(verdict: VerdictFields, context: VerdictContext): VerdictText {
  const subject = verdict.variantNo ?? null;
  const chance = verdict.chance ?? null;
  const { variantNos } = context;
  const words = { variantNos, minimumLift: context.minimumLift ?? null };
  switch (verdict.kind) {
    case 'NO_SESSIONS':
      return {
        headline: 'No sessions yet',
        detail: 'Results appear here as visitors take part in the test.',
        advice: 'Keep the test running.',
        decided: false,
      };
    case 'UNRELIABLE':
      return unreliableText(verdict);
    case 'WINNER':
      return {
        ...decisiveVerdictWords(
          {
            kind: 'winner',
            variantNo: subject ?? 1,
            chance: chance ?? 1,
            harmedGuardrails: verdict.harmedGuardrails ?? [],
          },
          words,
        ),
        decided: true,
      };
    case 'CONTROL_WINS':
      return { ...decisiveVerdictWords({ kind: 'control_wins', chance: chance ?? 1 }, words), decided: true };
    case 'NO_MEANINGFUL_DIFFERENCE':
      return { ...decisiveVerdictWords({ kind: 'no_meaningful_difference' }, words), decided: true };
    case 'NO_DIFFERENCE':
      return { ...decisiveVerdictWords({ kind: 'no_difference' }, words), decided: true };
    case 'NOT_ENOUGH_DATA':
      return {
        headline: 'Not enough data yet',
        detail: leadText(subject, chance, variantNos),
        advice:
          verdict.waitingForFullWeek === true
            ? fullWeekAdvice
            : outlookText(verdict.outlook ?? null, context.dailySessions ?? null),
        decided: false,
      };
  }
}

/** Why a difference already beyond doubt waits for the end of the test's first week. */
export const fullWeekAdvice =
  'Keep going until the test has run a full week: visitors differ from one weekday to the next, and a lift this early is likely larger than the true one. You can still decide now, below.';

function leadText(subject: number | null, chance: number | null, variantNos: readonly number[]): string {
  if (subject === null || chance === null) return 'No variant is ahead so far.';
  const leader =
    subject === 0
      ? `A is ahead of ${listOfLetters(variantNos)} with `
      : `${variantLetter(subject)} is ahead of A with `;
  return `${leader}${formatChance(chance)} probability so far, not yet beyond doubt.`;
}

function outlookText(outlook: VerdictFields['outlook'], dailySessions: number | null): string {
  if (outlook === null || outlook === undefined) {
    return 'Keep going: a winner is called only once the difference is beyond doubt.';
  }
  const days = outlook.days ?? null;
  if (outlook.moreThanAYear === true || outlook.sessions === null || outlook.sessions === undefined) {
    return `Keep going: more than a year at the current traffic until the results are likely to decide. That is past the test's end date or maximum sessions: extend them, or stop if a smaller lift is not worth finding.`;
  }
  const sessions = `${formatCount(outlook.sessions)} more sessions`;
  const time =
    days === null
      ? sessions
      : `about ${days === 1 ? '1 more day' : `${formatCount(days)} more days`} at the current traffic (${sessions}${
          dailySessions === null ? '' : `, ${formatCount(Math.round(dailySessions))} a day`
        })`;
  const sentence = `Keep going: ${time} until the results are likely to decide.`;
  return outlook.withinTest
    ? sentence
    : `${sentence} That is past the test's end date or maximum sessions: extend them, or stop if a smaller lift is not worth finding.`;
}

/**
 * No verdict on results that cannot be trusted: the split is off, too many visitors came from one network, or both;
 * each said with where to look.
 */
function unreliableText(verdict: VerdictFields): VerdictText {
  const reasons = verdict.unreliableBecause ?? ['SPLIT_OFF'];
  const splitOff = reasons.includes('SPLIT_OFF');
  const share = reasons.includes('ONE_NETWORK') ? (verdict.oneNetworkShare ?? null) : null;
  const details = [
    splitOff
      ? `Visitors did not reach the variants in the shares you set (a sample-ratio mismatch), so the figures below may be wrong either way. ${causesText(verdict.causes ?? [])}`
      : null,
    share === null ? null : oneNetworkText(share),
  ].filter((detail) => detail !== null);
  const headline = unreliableHeadline(splitOff, share !== null);
  return {
    headline,
    detail: details.join(' '),
    advice: unreliableAdvice,
    decided: false,
  };
}

/** What one network's share of the visitors means, and who it may be. */
export function oneNetworkText(share: number): string {
  return (
    `${formatRate(share)} of this test's visitors came from one network (one internet connection, such as an office's), ` +
    "far more than a site's real visitors do, so the figures below describe that network rather than your visitors. " +
    'A script sending made-up visitors looks like this, and so does an office, your own included, visiting the page again and again.'
  );
}

function causesText(causes: NonNullable<VerdictFields['causes']>): string {
  const sentences = causes.map((cause) => {
    const letter = variantLetter(cause.variantNo);
    if (cause.kind === 'MORE_SESSIONS') {
      return `${letter} has more visitors than its share: some may be counted twice (bots, or a page that enrols them again).`;
    }
    return cause.redirects
      ? `${letter} has fewer visitors than its share, and it redirects: visitors who leave before its page loads the script, or whose tracking fails there, are lost.`
      : `${letter} has fewer visitors than its share: its changes may break the page or the script before the visit is counted, or slow the page so visitors leave.`;
  });
  return [...sentences, 'Changing the split while the test ran causes this too.'].join(' ');
}
