import { avatarBusiness } from '../../domain/profile/avatar-business';
import { avatarDemographics, type InvalidDateOfBirth } from '../../domain/profile/avatar-demographics';
import { avatarGoal } from '../../domain/profile/avatar-goal';
import { avatarPreviousExperience } from '../../domain/profile/avatar-previous-experience';
import type { OtherTextMissing } from '../../domain/profile/other-option';
import type { ProfileAnswers } from '../../domain/profile/profile-answers';
import type { ProfileStep } from '../../domain/profile/profile-step';
import type { Result } from '../../domain/shared/result';
import type { ProfileList } from '../ports/profile-lookups';
import type { ChoiceField } from './profile-error';

/** An answer that must be among a list's options. */
export interface Choice {
  readonly field: ChoiceField;
  readonly list: ProfileList;
  readonly ids: readonly number[];
}

interface StepRules<Answers> {
  /** The domain's rules: the answers as they are saved, or what is wrong with them. */
  readonly check: (answers: Answers, now: Date) => Result<Answers, OtherTextMissing | InvalidDateOfBirth>;
  /** The choices to find in their lists, in the order the form asks them. */
  readonly choices: (answers: Answers) => readonly Choice[];
}

/** What each step checks before it is saved. */
export const stepRules: { readonly [Step in ProfileStep]: StepRules<ProfileAnswers[Step]> } = {
  goals: {
    check: (answers) => avatarGoal(answers),
    choices: (answers) => [{ field: 'goalCategoryId', list: 'goalCategories', ids: [answers.goalCategoryId] }],
  },
  business: {
    check: (answers) => avatarBusiness(answers),
    choices: (answers) => [
      { field: 'industryId', list: 'industries', ids: [answers.industryId] },
      { field: 'monthlyWebsiteTrafficId', list: 'trafficOptions', ids: [answers.monthlyWebsiteTrafficId] },
      { field: 'primaryObjectiveId', list: 'websiteObjectives', ids: [answers.primaryObjectiveId] },
    ],
  },
  demographics: {
    check: (answers, now) => avatarDemographics(answers, now),
    choices: (answers) => [
      { field: 'countryId', list: 'countries', ids: [answers.countryId] },
      { field: 'educationLevelId', list: 'educationLevels', ids: [answers.educationLevelId] },
      { field: 'jobCategoryId', list: 'jobCategories', ids: [answers.jobCategoryId] },
    ],
  },
  previousExperience: {
    check: (answers) => avatarPreviousExperience(answers),
    choices: (answers) => [{ field: 'competitorIds', list: 'competitors', ids: answers.competitorIds }],
  },
};
