import { z } from 'zod';
import type { AvatarBusinessInput } from '../../gql/graphql';
import { choice, nameLength, otherText, otherTextFor, otherTextRequired, requiredText } from './profile-field-rules';

const maxEmployees = 10_000_000;
const employeesMessage = 'Enter the number of employees: a whole number, 1 or more';

export const businessSchema = z
  .object({
    businessName: requiredText('Enter the name of your business', 'the business name', nameLength),
    industryId: choice('Choose one of the industries'),
    otherIndustry: otherText('your industry'),
    monthlyWebsiteTrafficId: choice('Choose how many visitors your website has a month'),
    numEmployees: z
      .string()
      .trim()
      .regex(/^\d+$/, employeesMessage)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, employeesMessage)
          .max(maxEmployees, `Enter at most ${maxEmployees.toLocaleString('en-GB')} employees`),
      ),
    primaryObjectiveId: choice('Choose one of the objectives'),
    otherPrimaryObjective: otherText('your website’s main objective'),
  })
  .refine(...otherTextRequired('industryId', 'otherIndustry', 'Tell us your industry'))
  .refine(...otherTextRequired('primaryObjectiveId', 'otherPrimaryObjective', 'Tell us your website’s main objective'))
  .transform((values): AvatarBusinessInput => ({
    ...values,
    otherIndustry: otherTextFor(values.industryId, values.otherIndustry),
    otherPrimaryObjective: otherTextFor(values.primaryObjectiveId, values.otherPrimaryObjective),
  }));

export type BusinessFieldValues = z.input<typeof businessSchema>;

export const businessFieldNames = [
  'businessName',
  'industryId',
  'otherIndustry',
  'monthlyWebsiteTrafficId',
  'numEmployees',
  'primaryObjectiveId',
  'otherPrimaryObjective',
] as const satisfies readonly (keyof BusinessFieldValues)[];

interface SavedBusiness {
  readonly businessName: string;
  readonly industryId: string;
  readonly otherIndustry?: string | null;
  readonly monthlyWebsiteTrafficId: string;
  readonly numEmployees: number;
  readonly primaryObjectiveId: string;
  readonly otherPrimaryObjective?: string | null;
}

/** The form's starting values: the saved business, or blanks. */
export function businessFormValues(saved: SavedBusiness | null): BusinessFieldValues {
  return {
    businessName: saved?.businessName ?? '',
    industryId: saved?.industryId ?? '',
    otherIndustry: saved?.otherIndustry ?? '',
    monthlyWebsiteTrafficId: saved?.monthlyWebsiteTrafficId ?? '',
    numEmployees: saved === null ? '' : String(saved.numEmployees),
    primaryObjectiveId: saved?.primaryObjectiveId ?? '',
    otherPrimaryObjective: saved?.otherPrimaryObjective ?? '',
  };
}
