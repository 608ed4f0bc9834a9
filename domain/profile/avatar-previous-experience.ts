import { ok, type Result } from '../shared/result';
import { otherOptionId, otherTextFor, type OtherTextMissing } from './other-option';

/** Step 4 of the profile: the A/B testing tools the owner has used before, if any. */
export interface AvatarPreviousExperience {
  /** The competitors used, in id order; none means none of them. "Other" (99) comes with `otherCompetitor`. */
  readonly competitorIds: readonly number[];
  readonly otherCompetitor: string | null;
  /** May be empty. */
  readonly notes: string;
}

/** The experience as saved: each tool once, and the "other" tool's name only with "Other", required with it. */
export function avatarPreviousExperience(
  answers: AvatarPreviousExperience,
): Result<AvatarPreviousExperience, OtherTextMissing> {
  const competitorIds = [...new Set(answers.competitorIds)].sort((a, b) => a - b);
  const other = otherTextFor(competitorIds.includes(otherOptionId), answers.otherCompetitor, 'otherCompetitor');
  return other.ok ? ok({ ...answers, competitorIds, otherCompetitor: other.value }) : other;
}
