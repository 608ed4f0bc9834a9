import type { AvatarBusiness } from './avatar-business';
import type { AvatarDemographics } from './avatar-demographics';
import type { AvatarGoal } from './avatar-goal';
import type { AvatarPreviousExperience } from './avatar-previous-experience';

/** What each wizard step saves, by step. */
export interface ProfileAnswers {
  readonly goals: AvatarGoal;
  readonly business: AvatarBusiness;
  readonly demographics: AvatarDemographics;
  readonly previousExperience: AvatarPreviousExperience;
}
