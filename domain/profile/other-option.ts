import { fail, ok, type Result } from '../shared/result';

/**
 * The fixed id of "Other" in the lists that offer it (goal categories, industries, website objectives, job
 * categories, competitors). The seed gives it this id and never changes it: saved profiles store it.
 */
export const otherOptionId = 99;

/** The free-text fields that say what "Other" means, one per list that offers it. */
export type OtherTextField =
  'otherGoalCategory' | 'otherIndustry' | 'otherPrimaryObjective' | 'otherJobCategory' | 'otherCompetitor';

export interface OtherTextMissing {
  readonly kind: 'OtherTextMissing';
  readonly field: OtherTextField;
}

/**
 * The free text that goes with a choice: required when "Other" was chosen (trimmed, not blank), and dropped
 * (null) otherwise, so a profile never keeps words about a choice it no longer has.
 */
export function otherTextFor(
  choseOther: boolean,
  text: string | null,
  field: OtherTextField,
): Result<string | null, OtherTextMissing> {
  if (!choseOther) return ok(null);
  const given = text?.trim() ?? '';
  return given === '' ? fail({ kind: 'OtherTextMissing', field }) : ok(given);
}
