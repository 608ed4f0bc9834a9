import { fail, ok, type Result } from '../shared/result';
import { dateOfBirthProblem, type CalendarDate, type DateOfBirthProblem } from './date-of-birth';
import { otherOptionId, otherTextFor, type OtherTextMissing } from './other-option';

export type Gender = 'M' | 'F';

/** How comfortable the owner is with technology, from 1 (not at all) to 5 (very). */
export type TechSavvy = 1 | 2 | 3 | 4 | 5;

/** Step 3 of the profile: who the owner is (SPEC §3 "Avatar demographics"). */
export interface AvatarDemographics {
  readonly nickname: string;
  readonly gender: Gender;
  readonly dob: CalendarDate;
  readonly countryId: number;
  readonly educationLevelId: number;
  /** One of the job categories; "Other" (99) comes with `otherJobCategory`. */
  readonly jobCategoryId: number;
  readonly otherJobCategory: string | null;
  readonly businessPosition: string;
  readonly techSavvy: TechSavvy;
}

export interface InvalidDateOfBirth {
  readonly kind: 'InvalidDateOfBirth';
  readonly problem: DateOfBirthProblem;
}

/**
 * The demographics as saved on the day `now` falls on: a real date of birth in the past, of someone 13 to 120
 * years old, and the "other" job category kept only with "Other", and required with it.
 */
export function avatarDemographics(
  answers: AvatarDemographics,
  now: Date,
): Result<AvatarDemographics, OtherTextMissing | InvalidDateOfBirth> {
  const problem = dateOfBirthProblem(answers.dob, now);
  if (problem !== null) return fail({ kind: 'InvalidDateOfBirth', problem });
  const job = otherTextFor(answers.jobCategoryId === otherOptionId, answers.otherJobCategory, 'otherJobCategory');
  return job.ok ? ok({ ...answers, otherJobCategory: job.value }) : job;
}
