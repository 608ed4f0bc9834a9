import { z } from 'zod';
import { emailField } from '../accounts/account-inputs';
import { builder, SuccessPayload } from '../builder';
import { tooManyRequests } from '../errors';
import { parseInput } from '../input-validation';

const createNewsletterSubscriberInput = z.object({ email: emailField });

const CreateNewsletterSubscriberInput = builder.inputType('CreateNewsletterSubscriberInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

builder.mutationField('createNewsletterSubscriber', (t) =>
  t.field({
    type: SuccessPayload,
    description:
      'Signs up for the free guide with double opt-in: a new address is sent one email with a confirmation link, and ' +
      'the guide follows the click. Answers the same for an address already subscribed, and sends it nothing.',
    args: { input: t.arg({ type: CreateNewsletterSubscriberInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(createNewsletterSubscriberInput, args.input);
      // Counted per IP only: a sign-up sends at most one email per address anyway, whoever asks.
      const throttled = await ctx.useCases.throttleAttempt('newsletter', { network: ctx.clientNetwork, email: null });
      if (!throttled.ok) throw tooManyRequests(throttled.error.retryAfterSeconds);
      await ctx.useCases.subscribeToNewsletter(input);
      return { success: true };
    },
  }),
);
