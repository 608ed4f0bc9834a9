import { z } from 'zod';
import type { FeedbackRating } from '../../gql/graphql';

export const feedbackRatingOptions: readonly { readonly value: FeedbackRating; readonly label: string }[] = [
  { value: 'good', label: 'Good' },
  { value: 'satisfactory', label: 'Satisfactory' },
  { value: 'poor', label: 'Poor' },
];

/**
 * The modal's rules (SPEC §5): a comment and a rating. No length rule here on purpose: the counter shows when the
 * comment is too long, and the server refuses it with its own message.
 */
export const feedbackFormSchema = z.object({
  comment: z.string().trim().min(1, 'Enter feedback'),
  rating: z.enum(['good', 'satisfactory', 'poor'] satisfies FeedbackRating[], { error: 'Please select a rating' }),
});

export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormValues = z.output<typeof feedbackFormSchema>;
