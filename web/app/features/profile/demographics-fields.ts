import { z } from 'zod';
import type { AvatarDemographicsInput } from '../../gql/graphql';
import { ageOn, parseCalendarDate } from './calendar-date';
import { choice, nameLength, otherText, otherTextFor, otherTextRequired, requiredText } from './profile-field-rules';

const genderMessage = 'Choose Male or Female';
const techSavvyMessage = 'Choose how comfortable you are with technology, from 1 to 5';

export const genderOptions = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
] as const;

export const techSavvyOptions = [
  { value: '1', label: '1 – Not at all' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 – Very' },
] as const;

/** The server's rule, on the viewer's own calendar: a real day in the past, of someone aged 13 to 120. */
const dateOfBirth = z
  .string()
  .trim()
  .min(1, 'Enter your date of birth')
  .superRefine((text, ctx) => {
    const born = parseCalendarDate(text);
    const age = born === null ? -1 : ageOn(born, new Date());
    const bornDate = born === null ? null : new Date(born.year, born.month - 1, born.day);
    let message: string | null = null;
    if (bornDate === null || bornDate.getTime() >= new Date().setHours(0, 0, 0, 0)) {
      message = 'Enter a real date of birth in the past';
    } else if (age < 13) message = 'You need to be at least 13 years old to fill in a profile';
    else if (age > 120) message = 'Enter a date of birth within the last 120 years';
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

export const demographicsSchema = z
  .object({
    nickname: requiredText('Enter the name we should call you', 'the name', nameLength),
    // An unanswered radio group reads as null.
    gender: z.string(genderMessage).pipe(z.enum(['M', 'F'], genderMessage)),
    dob: dateOfBirth,
    countryId: choice('Choose one of the countries'),
    educationLevelId: choice('Choose one of the education levels'),
    jobCategoryId: choice('Choose one of the job categories'),
    otherJobCategory: otherText('your job category'),
    businessPosition: requiredText('Enter your position in the business', 'your position', nameLength),
    techSavvy: z
      .string(techSavvyMessage)
      .pipe(z.enum(['1', '2', '3', '4', '5'], techSavvyMessage))
      .transform(Number),
  })
  .refine(...otherTextRequired('jobCategoryId', 'otherJobCategory', 'Tell us your job category'))
  .transform((values): AvatarDemographicsInput => ({
    ...values,
    otherJobCategory: otherTextFor(values.jobCategoryId, values.otherJobCategory),
  }));

export type DemographicsFieldValues = z.input<typeof demographicsSchema>;

export const demographicsFieldNames = [
  'nickname',
  'gender',
  'dob',
  'countryId',
  'educationLevelId',
  'jobCategoryId',
  'otherJobCategory',
  'businessPosition',
  'techSavvy',
] as const satisfies readonly (keyof DemographicsFieldValues)[];

interface SavedDemographics {
  readonly nickname: string;
  readonly gender: string;
  readonly dob: string;
  readonly countryId: string;
  readonly educationLevelId: string;
  readonly jobCategoryId: string;
  readonly otherJobCategory?: string | null;
  readonly businessPosition: string;
  readonly techSavvy: number;
}

/** The form's starting values: the saved demographics, or blanks (no radio chosen). */
export function demographicsFormValues(saved: SavedDemographics | null): DemographicsFieldValues {
  return {
    nickname: saved?.nickname ?? '',
    gender: saved?.gender ?? '',
    dob: saved?.dob ?? '',
    countryId: saved?.countryId ?? '',
    educationLevelId: saved?.educationLevelId ?? '',
    jobCategoryId: saved?.jobCategoryId ?? '',
    otherJobCategory: saved?.otherJobCategory ?? '',
    businessPosition: saved?.businessPosition ?? '',
    techSavvy: saved === null ? '' : String(saved.techSavvy),
  };
}
