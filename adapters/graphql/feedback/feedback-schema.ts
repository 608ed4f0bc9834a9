import type { GraphQLError } from 'graphql';
import type { CreateUserFeedbackError } from '../../../application/feedback/create-user-feedback';
import { feedbackLimitPerUser, feedbackRatings, maxFeedbackCommentLength } from '../../../domain/feedback/feedback';
import { builder, SuccessPayload } from '../builder';
import { fieldError, tooManyRequests } from '../errors';
import { requireViewer } from '../require-viewer';

const FeedbackRatingEnum = builder.enumType('FeedbackRating', {
  description: 'How the user rates their experience.',
  values: feedbackRatings,
});

const CreateUserFeedbackInput = builder.inputType('CreateUserFeedbackInput', {
  fields: (t) => ({
    comment: t.string({
      required: true,
      description: `Areas of improvement and suggestions: 1 to ${maxFeedbackCommentLength} characters once trimmed.`,
    }),
    rating: t.field({
      type: FeedbackRatingEnum,
      description: 'Required: left out or null, the answer is BAD_USER_INPUT "Please select a rating".',
    }),
  }),
});

/** The modal's own words (SPEC §5), so the form shows the same message whichever side refuses. */
function feedbackErrorToGraphql(error: CreateUserFeedbackError): GraphQLError {
  switch (error.kind) {
    case 'InvalidFeedback':
      if (error.field === 'rating') return fieldError('BAD_USER_INPUT', 'rating', 'Please select a rating');
      return error.problem === 'missing'
        ? fieldError('BAD_USER_INPUT', 'comment', 'Enter feedback')
        : fieldError(
            'BAD_USER_INPUT',
            'comment',
            `Use at most ${maxFeedbackCommentLength} characters for your feedback`,
          );
    case 'RateLimited':
      return tooManyRequests(error.retryAfterSeconds);
    default: {
      const unreachable: never = error;
      throw new Error(`Unmapped feedback error: ${JSON.stringify(unreachable)}`);
    }
  }
}

builder.mutationField('createUserFeedback', (t) =>
  t.field({
    type: SuccessPayload,
    description: `Keeps the signed-in user’s feedback from the feedback modal. BAD_USER_INPUT (with \`field\`) for an empty or too long comment; at most ${feedbackLimitPerUser.attempts} an hour per account (TOO_MANY_REQUESTS past that).`,
    args: { input: t.arg({ type: CreateUserFeedbackInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const { comment, rating } = args.input;
      const result = await ctx.useCases.createUserFeedback(viewer, { comment, rating });
      if (!result.ok) throw feedbackErrorToGraphql(result.error);
      return { success: true };
    },
  }),
);
