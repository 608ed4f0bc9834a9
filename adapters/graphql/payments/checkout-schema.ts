import type { GraphQLError } from 'graphql';
import type { StartCheckoutError } from '../../../application/payments/start-checkout';
import type { Checkout } from '../../../domain/payments/checkout';
import type { CheckoutId } from '../../../domain/shared/ids';
import { builder } from '../builder';
import { fieldError, graphqlError } from '../errors';
import { requireViewer } from '../require-viewer';
import { purchaseRefusalError } from './session-prices-schema';

const CheckoutLinkType = builder.objectRef<{ checkoutId: string; url: string }>('CheckoutLink').implement({
  description: 'Where to send the owner to pay: the provider’s page (Stripe Checkout, or the local test-mode one).',
  fields: (t) => ({
    id: t.exposeID('checkoutId'),
    url: t.exposeString('url'),
  }),
});

const CheckoutStatusEnum = builder.enumType('CheckoutStatus', {
  values: ['OPEN', 'COMPLETED', 'CANCELLED', 'FAILED'] as const,
});

const statuses = { open: 'OPEN', completed: 'COMPLETED', cancelled: 'CANCELLED', failed: 'FAILED' } as const;

const CheckoutType = builder.objectRef<Checkout>('Checkout').implement({
  description:
    'A purchase of sessions: OPEN until the provider confirms the payment (COMPLETED), it is cancelled, or the payment fails (FAILED).',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: CheckoutStatusEnum, resolve: (c) => statuses[c.status] }),
    sessions: t.exposeInt('sessions'),
    amountMinor: t.exposeInt('amountMinor', { description: 'The price paid, in pence.' }),
    currency: t.exposeString('currency'),
  }),
});

function startCheckoutError(error: StartCheckoutError): GraphQLError {
  switch (error.kind) {
    case 'NotYourEmail':
      return fieldError('FORBIDDEN', 'email', 'Sessions are bought with your own account’s email address.');
    case 'NoSuchUser':
      return graphqlError('NOT_FOUND', 'There is no such account.');
    default:
      return purchaseRefusalError(error, 'credits');
  }
}

builder.mutationField('processCheckoutSession', (t) =>
  t.field({
    type: CheckoutLinkType,
    description:
      'Starts paying for `credits` sessions at the current prices; the sessions arrive when the payment is confirmed.',
    args: {
      email: t.arg.string({ required: true }),
      credits: t.arg.float({ required: true, description: 'How many sessions to buy.' }),
    },
    resolve: async (_root, args, ctx) => {
      const started = await ctx.useCases.startCheckout(await requireViewer(ctx), {
        email: args.email,
        sessions: args.credits,
      });
      if (!started.ok) throw startCheckoutError(started.error);
      return started.value;
    },
  }),
);

builder.queryField('checkout', (t) =>
  t.field({
    type: CheckoutType,
    description: "The signed-in owner's own checkout, as the payment pages follow it; anyone else's is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const found = await ctx.useCases.getCheckout(await requireViewer(ctx), String(args.id) as CheckoutId);
      if (!found.ok) throw graphqlError('NOT_FOUND', 'There is no checkout with that id.');
      return found.value;
    },
  }),
);
