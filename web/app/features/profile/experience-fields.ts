import { z } from 'zod';
import type { AvatarPreviousExperienceInput } from '../../gql/graphql';
import { commentLength, optionalText, otherText, otherTextFor, otherTextRequired } from './profile-field-rules';

export const experienceSchema = z
  .object({
    // Checkboxes sharing a name give an array of the checked values; none checked is a valid answer.
    competitorIds: z.array(z.string()),
    otherCompetitor: otherText('the other tool'),
    notes: optionalText('your notes', commentLength),
  })
  .refine(...otherTextRequired('competitorIds', 'otherCompetitor', 'Tell us which other tool you have used'))
  .transform((values): AvatarPreviousExperienceInput => ({
    ...values,
    otherCompetitor: otherTextFor(values.competitorIds, values.otherCompetitor),
  }));

export type ExperienceFieldValues = z.input<typeof experienceSchema>;

export const experienceFieldNames = [
  'competitorIds',
  'otherCompetitor',
  'notes',
] as const satisfies readonly (keyof ExperienceFieldValues)[];

interface SavedExperience {
  readonly competitorIds: readonly string[];
  readonly otherCompetitor?: string | null;
  readonly notes: string;
}

/** The form's starting values: the saved experience, or nothing checked. */
export function experienceFormValues(saved: SavedExperience | null): ExperienceFieldValues {
  return {
    competitorIds: [...(saved?.competitorIds ?? [])],
    otherCompetitor: saved?.otherCompetitor ?? '',
    notes: saved?.notes ?? '',
  };
}
