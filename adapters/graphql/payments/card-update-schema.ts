import { builder } from '../builder';
import { graphqlError } from '../errors';
import { requireViewer } from '../require-viewer';

const CardUpdateLinkType = builder.objectRef<{ cardUpdateId: string; url: string }>('CardUpdateLink').implement({
  description:
    'Where to send the owner to save a new card: Stripe Checkout in setup mode, or the local test-mode page.',
  fields: (t) => ({
    id: t.exposeID('cardUpdateId'),
    url: t.exposeString('url'),
  }),
});

builder.mutationField('processCardUpdateSession', (t) =>
  t.field({
    type: CardUpdateLinkType,
    description:
      "Starts saving a new card for the signed-in owner's own customer (`me.stripeCustomerId`); any other customer is FORBIDDEN. The card is kept once the provider confirms it.",
    args: { customerId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const started = await ctx.useCases.startCardUpdate(await requireViewer(ctx), args.customerId);
      if (started.ok) return started.value;
      throw started.error.kind === 'NoSuchUser'
        ? graphqlError('NOT_FOUND', 'There is no such account.')
        : graphqlError('FORBIDDEN', 'That is not your customer: cards can only be updated on your own account.');
    },
  }),
);
