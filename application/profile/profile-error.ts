import type { InvalidDateOfBirth } from '../../domain/profile/avatar-demographics';
import type { OtherTextMissing } from '../../domain/profile/other-option';
import type { ProfileStep } from '../../domain/profile/profile-step';

/** The answers that must be one of a lookup list's options. */
export type ChoiceField =
  | 'goalCategoryId'
  | 'industryId'
  | 'monthlyWebsiteTrafficId'
  | 'primaryObjectiveId'
  | 'countryId'
  | 'educationLevelId'
  | 'jobCategoryId'
  | 'competitorIds';

/** Every expected failure of saving a profile step; the GraphQL edge maps each once. */
export type ProfileError =
  | { readonly kind: 'StepAlreadySaved'; readonly step: ProfileStep }
  | { readonly kind: 'StepNotSaved'; readonly step: ProfileStep }
  | { readonly kind: 'UnknownChoice'; readonly field: ChoiceField }
  | OtherTextMissing
  | InvalidDateOfBirth;
