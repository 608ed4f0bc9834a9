import { ok, type Result } from '../shared/result';
import { otherOptionId, otherTextFor, type OtherTextMissing } from './other-option';

/** Step 2 of the profile: the owner's business and website (SPEC §3 "Avatar business"). */
export interface AvatarBusiness {
  readonly businessName: string;
  /** One of the industries; "Other" (99) comes with `otherIndustry`. */
  readonly industryId: number;
  readonly otherIndustry: string | null;
  /** One of the traffic options (visitors a month). */
  readonly monthlyWebsiteTrafficId: number;
  /** At least 1: the owner counts. */
  readonly numEmployees: number;
  /** One of the website objectives; "Other" (99) comes with `otherPrimaryObjective`. */
  readonly primaryObjectiveId: number;
  readonly otherPrimaryObjective: string | null;
}

/** The business as saved: each "other" text kept only with its "Other", and required with it. */
export function avatarBusiness(answers: AvatarBusiness): Result<AvatarBusiness, OtherTextMissing> {
  const industry = otherTextFor(answers.industryId === otherOptionId, answers.otherIndustry, 'otherIndustry');
  if (!industry.ok) return industry;
  const objective = otherTextFor(
    answers.primaryObjectiveId === otherOptionId,
    answers.otherPrimaryObjective,
    'otherPrimaryObjective',
  );
  if (!objective.ok) return objective;
  return ok({ ...answers, otherIndustry: industry.value, otherPrimaryObjective: objective.value });
}
