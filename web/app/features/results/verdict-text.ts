import { formatChance } from '../../format/format-measure';
import type { VerdictKind } from '../../gql/graphql';
import { listOfLetters, variantLetter } from './variant-letter';

export interface VerdictFields {
  readonly kind: VerdictKind;
  readonly variantNo?: number | null;
  readonly chance?: number | null;
}

export interface VerdictText {
  readonly headline: string;
  readonly detail: string;
  /** Whether the test has an answer an owner can act on. */
  readonly decided: boolean;
}

const keepRunning = 'Keep the test running: a winner is called only once the difference is beyond doubt.';

/**
 * The verdict in plain words ("B beats A with 97% probability"). `variantNos` are the test's variants other than the
 * control, which the control's wins and leads are stated against.
 */
export function verdictText(verdict: VerdictFields, variantNos: readonly number[]): VerdictText {
  const subject = verdict.variantNo ?? null;
  const chance = verdict.chance ?? null;
  const others = listOfLetters(variantNos);
  switch (verdict.kind) {
    case 'NO_SESSIONS':
      return {
        headline: 'No sessions yet',
        detail: 'Results appear here as visitors take part in the test.',
        decided: false,
      };
    case 'WINNER':
      return {
        headline: `${variantLetter(subject ?? 1)} beats A with ${formatChance(chance ?? 1)} probability`,
        detail: 'The difference is beyond doubt, however often the results have been looked at.',
        decided: true,
      };
    case 'CONTROL_WINS':
      return {
        headline: `A beats ${others} with ${atLeast(variantNos)}${formatChance(chance ?? 1)} probability`,
        detail: 'The original page does better than every variant, beyond doubt.',
        decided: true,
      };
    case 'NO_DIFFERENCE':
      return {
        headline: 'No clear difference',
        detail: `The test has finished, and no variant differs from A beyond doubt.`,
        decided: true,
      };
    case 'NOT_ENOUGH_DATA':
      return { headline: 'Not enough data yet', detail: leadText(subject, chance, variantNos), decided: false };
  }
}

/** The control's chance is its smallest against any variant: with several, it is a floor. */
const atLeast = (variantNos: readonly number[]): string => (variantNos.length > 1 ? 'at least ' : '');

function leadText(subject: number | null, chance: number | null, variantNos: readonly number[]): string {
  if (subject === null || chance === null) return `No variant is ahead so far. ${keepRunning}`;
  const leader =
    subject === 0
      ? `A is ahead of ${listOfLetters(variantNos)} with ${atLeast(variantNos)}`
      : `${variantLetter(subject)} is ahead of A with `;
  return `${leader}${formatChance(chance)} probability so far. ${keepRunning}`;
}
