import type { WhenDecided } from '../ab-tests/when-decided';
import type { TestVerdict } from './test-verdict';
import type { DecisiveVerdictFacts } from './verdict-text-rules';

/**
 * A verdict as it is remembered between checks: the decisive states by name (a winner with its variant, so a new
 * winner is a change), and everything that decides nothing as one `undecided`, so the outlook moving from day to day
 * is no change.
 */
export type VerdictKey = string;

export const undecided: VerdictKey = 'undecided';

/** The facts a decisive verdict is told with; null while it decides nothing. */
export function decisiveFacts(verdict: TestVerdict): DecisiveVerdictFacts | null {
  switch (verdict.kind) {
    case 'winner':
      return {
        kind: 'winner',
        variantNo: verdict.variantNo,
        chance: verdict.chanceToBeatControl,
        harmedGuardrails: verdict.harmedGuardrails,
      };
    case 'control_wins':
      return { kind: 'control_wins', chance: verdict.chanceToBeatEveryVariant };
    case 'no_meaningful_difference':
      return { kind: 'no_meaningful_difference' };
    case 'no_difference':
      return { kind: 'no_difference' };
    case 'unreliable':
      return {
        kind: 'unreliable',
        splitOff: verdict.reasons.some((reason) => reason.kind === 'split_off'),
        oneNetwork: verdict.reasons.some((reason) => reason.kind === 'one_network'),
      };
    case 'no_sessions':
    case 'not_enough_data':
      return null;
  }
}

export function verdictKey(facts: DecisiveVerdictFacts | null): VerdictKey {
  if (facts === null) return undecided;
  return facts.kind === 'winner' ? `winner:${facts.variantNo}` : facts.kind;
}

/**
 * What the test's choice (when-decided.ts) does on a decisive verdict: stop it, ship its winner, or nothing.
 * Unreliable results decide nothing: the owner is told, and the test is left for them to look into.
 */
export type DecisionAction =
  { readonly kind: 'stop' } | { readonly kind: 'ship'; readonly variantNo: number } | { readonly kind: 'none' };

export function decisionAction(whenDecided: WhenDecided, facts: DecisiveVerdictFacts): DecisionAction {
  if (whenDecided === 'keep_running' || facts.kind === 'unreliable') return { kind: 'none' };
  // A guardrail made worse is for the owner to weigh: the winner is not shipped for them, but the test still stops.
  if (whenDecided === 'ship' && facts.kind === 'winner' && facts.harmedGuardrails.length === 0) {
    return { kind: 'ship', variantNo: facts.variantNo };
  }
  return { kind: 'stop' };
}
