/**
 * Shared with the web app as the `*-rules` modules are (the messages forms and server share): plain words, no I/O.
 *
 * The verdict in words, as the results page says it and as the email and the webhooks that tell an owner of a
 * decision say it: one text for both, so an owner reads the same sentence wherever they are told.
 * web/app/features/results/verdict-text.ts builds the page's whole text (with its not-yet-decided states) on these.
 */

const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A relative change with its sign: 0.123 → "+12.3%", −0.05 → "−5.0%". */
export function formatLift(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${oneDecimal.format(Math.abs(change) * 100)}%`;
}

/**
 * A chance as a whole percentage, never "100%" (nothing is certain): 0.9712 → "97%", 0.9996 → "over 99%".
 * Rounded down, so a variant is never shown as more likely to win than it is.
 */
export function formatChance(chance: number): string {
  if (chance >= 0.995) return 'over 99%';
  return `${Math.floor(chance * 100)}%`;
}

/** Results call the control A and the variants B, C, … by their number, as owners say "A/B test". */
export function variantLetter(variantNo: number): string {
  return variantNo < 26 ? String.fromCharCode(65 + variantNo) : `V${variantNo}`;
}

/** "B", "B and C", "B, C and D". */
export function listOfLetters(variantNos: readonly number[]): string {
  return listOf(variantNos.map(variantLetter));
}

/** "x", "x and y", "x, y and z". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export interface VerdictWords {
  readonly headline: string;
  readonly detail: string;
  /** What to do next, in one sentence. */
  readonly advice: string;
}

/** A verdict that decides the test, or says its results cannot be trusted: what an owner is told of. */
export type DecisiveVerdictFacts =
  | {
      readonly kind: 'winner';
      readonly variantNo: number;
      readonly chance: number;
      readonly harmedGuardrails: readonly string[];
    }
  | { readonly kind: 'control_wins'; readonly chance: number }
  | { readonly kind: 'no_meaningful_difference' }
  | { readonly kind: 'no_difference' }
  | { readonly kind: 'unreliable'; readonly splitOff: boolean; readonly oneNetwork: boolean };

export interface VerdictWordsContext {
  /** The test's variants other than the control, which the control's wins are stated against. */
  readonly variantNos: readonly number[];
  /** The smallest lift worth finding, as a share (0.1 for +10%); null when unknown. */
  readonly minimumLift: number | null;
}

/** Why unreliable results get no verdict, in one sentence. */
export const unreliableAdvice = "Find and fix the cause, then delete the test's data or start a new test.";

/** "B beats A with 97% probability" and what to do about it. */
export function decisiveVerdictWords(verdict: DecisiveVerdictFacts, context: VerdictWordsContext): VerdictWords {
  switch (verdict.kind) {
    case 'winner': {
      const winner = variantLetter(verdict.variantNo);
      const harmed = verdict.harmedGuardrails;
      return {
        headline: `${winner} beats A with ${formatChance(verdict.chance)} probability`,
        detail:
          'The difference is beyond doubt, however often the results have been looked at.' +
          (harmed.length > 0 ? ` But ${winner} makes ${listOf(harmed)} worse beyond doubt.` : ''),
        advice:
          harmed.length > 0
            ? `Weigh the guardrail before shipping ${winner}.`
            : `Ship ${winner}: every visitor then sees it, at no cost.`,
      };
    }
    case 'control_wins':
      return {
        headline: `A beats ${listOfLetters(context.variantNos)} with ${formatChance(verdict.chance)} probability`,
        detail: 'The original page does better than every variant, beyond doubt.',
        advice: 'Stop the test and keep the original.',
      };
    case 'no_meaningful_difference': {
      const lift = context.minimumLift === null ? 'the size you planned for' : formatLift(context.minimumLift);
      return {
        headline: 'No meaningful difference',
        detail: `The results rule out a lift of ${lift} or more, the smallest you planned to find: whatever difference there is, it is smaller than that.`,
        advice:
          'Stop the test: more sessions would only say so more precisely. Keep the original, or try a bolder change.',
      };
    }
    case 'no_difference':
      return {
        headline: 'No clear difference',
        detail: 'The test has finished, and no variant differs from A beyond doubt.',
        advice: 'Keep the original, or test a bolder change.',
      };
    case 'unreliable':
      return {
        headline: unreliableHeadline(verdict.splitOff, verdict.oneNetwork),
        detail: [
          verdict.splitOff
            ? 'Visitors did not reach the variants in the shares you set (a sample-ratio mismatch).'
            : null,
          verdict.oneNetwork ? 'Far more of the visitors came from one network than a site’s real visitors do.' : null,
        ]
          .filter((sentence) => sentence !== null)
          .join(' '),
        advice: unreliableAdvice,
      };
  }
}

export function unreliableHeadline(splitOff: boolean, oneNetwork: boolean): string {
  if (splitOff && oneNetwork) {
    return 'Results unreliable: the split is off, and too many visitors came from one network';
  }
  return splitOff ? 'Results unreliable: the split is off' : 'Results unreliable: too many visitors from one network';
}
