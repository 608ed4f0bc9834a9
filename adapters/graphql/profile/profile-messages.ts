import type { ChoiceField } from '../../../application/profile/profile-error';
import type { DateOfBirthProblem } from '../../../domain/profile/date-of-birth';
import type { OtherTextField } from '../../../domain/profile/other-option';

/** What to say when an answer is not one of its list's options (or is missing). */
export const choiceMessages: Record<ChoiceField, string> = {
  goalCategoryId: 'Choose one of the goals',
  industryId: 'Choose one of the industries',
  monthlyWebsiteTrafficId: 'Choose how many visitors your website has a month',
  primaryObjectiveId: 'Choose one of the objectives',
  countryId: 'Choose one of the countries',
  educationLevelId: 'Choose one of the education levels',
  jobCategoryId: 'Choose one of the job categories',
  competitorIds: 'Choose tools from the list',
};

/** What to say when "Other" was chosen without saying what it is. */
export const otherTextMessages: Record<OtherTextField, string> = {
  otherGoalCategory: 'Tell us your goal',
  otherIndustry: 'Tell us your industry',
  otherPrimaryObjective: 'Tell us your website’s main objective',
  otherJobCategory: 'Tell us your job category',
  otherCompetitor: 'Tell us which other tool you have used',
};

export const dateOfBirthMessages: Record<DateOfBirthProblem, string> = {
  'not-a-date': 'Enter a real date of birth in the past',
  'not-in-the-past': 'Enter a real date of birth in the past',
  'too-young': 'You need to be at least 13 years old to fill in a profile',
  'too-old': 'Enter a date of birth within the last 120 years',
};
