import type { GraphQLError } from 'graphql';
import type { SendContactMessageError } from '../../../application/contact/send-contact-message';
import { contactLimitPerIp, maxContactMessageLength } from '../../../domain/contact/contact-message';
import { contactSubjects } from '../../../domain/contact/contact-subject';
import { isHoneypotFilled } from '../../../domain/contact/honeypot';
import { builder, SuccessPayload } from '../builder';
import { fieldError, tooManyRequests } from '../errors';
import { parseInput } from '../input-validation';
import { contactProblemMessage, sendContactMessageInput } from './contact-input';

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true, description: 'Where the team replies.' }),
    subject: t.string({ required: true, description: `One of: ${contactSubjects.join(', ')}.` }),
    message: t.string({ required: true, description: `10 to ${maxContactMessageLength} characters once trimmed.` }),
    website: t.string({
      description:
        'The honeypot: a field hidden from people. Leave it out or empty; a message with it filled is dropped.',
    }),
  }),
});

function contactErrorToGraphql(error: SendContactMessageError): GraphQLError {
  switch (error.kind) {
    case 'InvalidContactMessage':
      return fieldError('BAD_USER_INPUT', error.field, contactProblemMessage(error));
    default: {
      const unreachable: never = error.kind;
      throw new Error(`Unmapped contact error: ${String(unreachable)}`);
    }
  }
}

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: SuccessPayload,
    description:
      'Sends a message to the Splitpenny team through the contact form: kept, and emailed to the team. Works signed ' +
      `out and signed in (then the message names the account). BAD_USER_INPUT (with \`field\`) for a missing name, an ` +
      `address that is not one, no subject or a message outside 10 to ${maxContactMessageLength} characters; at most ` +
      `${contactLimitPerIp.attempts} an hour from one address (TOO_MANY_REQUESTS past that).`,
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      // A bot that filled the hidden field is answered as a person would be, before any check could tell it
      // apart; its message is neither kept nor sent.
      if (isHoneypotFilled(args.input.website)) return { success: true };
      const input = parseInput(sendContactMessageInput, args.input);
      // Counted per IP only, and only for messages that would go: a person correcting a mistake uses nothing up.
      const throttled = await ctx.useCases.throttleAttempt('contact', { network: ctx.clientNetwork, email: null });
      if (!throttled.ok) throw tooManyRequests(throttled.error.retryAfterSeconds);
      // An expired or missing token is no reason to refuse a message: the sender is then a visitor.
      const viewer = await ctx.viewer();
      const userId = viewer.ok ? viewer.value.userId : null;
      const result = await ctx.useCases.sendContactMessage({ userId, ...input });
      if (!result.ok) throw contactErrorToGraphql(result.error);
      return { success: true };
    },
  }),
);
