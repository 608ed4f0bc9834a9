import { z } from 'zod';
import type { AvatarGoalInput } from '../../gql/graphql';
import {
  choice,
  commentLength,
  optionalText,
  otherText,
  otherTextFor,
  otherTextRequired,
  requiredText,
} from './profile-field-rules';

export const goalsSchema = z
  .object({
    goalCategoryId: choice('Choose one of the goals'),
    otherGoalCategory: otherText('your goal'),
    goalComment: requiredText('Tell us more about your goal', 'your goal', commentLength),
    improvements: requiredText('Tell us what you would like to improve', 'the improvements', commentLength),
    useCase: requiredText('Tell us how you plan to use Splitpenny', 'how you plan to use Splitpenny', commentLength),
    siteConcerns: optionalText('your concerns', commentLength),
  })
  .refine(...otherTextRequired('goalCategoryId', 'otherGoalCategory', 'Tell us your goal'))
  .transform((values): AvatarGoalInput => ({
    ...values,
    otherGoalCategory: otherTextFor(values.goalCategoryId, values.otherGoalCategory),
  }));

export type GoalsFieldValues = z.input<typeof goalsSchema>;

export const goalsFieldNames = [
  'goalCategoryId',
  'otherGoalCategory',
  'goalComment',
  'improvements',
  'useCase',
  'siteConcerns',
] as const satisfies readonly (keyof GoalsFieldValues)[];

interface SavedGoals {
  readonly goalCategoryId: string;
  readonly otherGoalCategory?: string | null;
  readonly goalComment: string;
  readonly improvements: string;
  readonly useCase: string;
  readonly siteConcerns: string;
}

/** The form's starting values: the saved goals, or blanks. */
export function goalsFormValues(saved: SavedGoals | null): GoalsFieldValues {
  return {
    goalCategoryId: saved?.goalCategoryId ?? '',
    otherGoalCategory: saved?.otherGoalCategory ?? '',
    goalComment: saved?.goalComment ?? '',
    improvements: saved?.improvements ?? '',
    useCase: saved?.useCase ?? '',
    siteConcerns: saved?.siteConcerns ?? '',
  };
}
