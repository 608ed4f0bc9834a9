import { ok, type Result } from '../shared/result';
import { otherOptionId, otherTextFor, type OtherTextMissing } from './other-option';

/** Step 1 of the profile: what the owner wants from A/B testing (SPEC §3 "Avatar goal"). */
export interface AvatarGoal {
  /** One of the goal categories; "Other" (99) comes with `otherGoalCategory`. */
  readonly goalCategoryId: number;
  readonly otherGoalCategory: string | null;
  readonly goalComment: string;
  readonly improvements: string;
  readonly useCase: string;
  /** May be empty: not every owner has a concern to name. */
  readonly siteConcerns: string;
}

/** The goals as saved: the "other" text kept only with "Other", and required with it. */
export function avatarGoal(answers: AvatarGoal): Result<AvatarGoal, OtherTextMissing> {
  const other = otherTextFor(answers.goalCategoryId === otherOptionId, answers.otherGoalCategory, 'otherGoalCategory');
  return other.ok ? ok({ ...answers, otherGoalCategory: other.value }) : other;
}
