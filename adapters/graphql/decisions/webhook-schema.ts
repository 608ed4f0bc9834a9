import type { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { WebhookError } from '../../../application/decisions/manage-webhooks';
import type { WebhookDelivery } from '../../../application/ports/webhook-repository';
import type { WebhookId } from '../../../domain/shared/ids';
import type { Result } from '../../../domain/shared/result';
import { webhookUrlMessages, type Webhook } from '../../../domain/webhooks/webhook';
import { builder, SuccessPayload } from '../builder';
import { fieldError, graphqlError } from '../errors';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';

function webhookErrorToGraphql(error: WebhookError): GraphQLError {
  switch (error.kind) {
    case 'WebhookNotFound':
      return graphqlError('NOT_FOUND', 'There is no webhook with that id.');
    case 'TooManyWebhooks':
      return graphqlError('BAD_USER_INPUT', `An account can have at most ${error.max} webhooks: delete one first.`);
    case 'InvalidWebhookUrl':
      return fieldError('BAD_USER_INPUT', 'url', webhookUrlMessages[error.problem]);
    default: {
      const unreachable: never = error;
      throw new Error(`Unmapped webhook error: ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * The owner signed in: webhook addresses are secrets of their own (a Slack address posts to the channel), so API keys
 * neither list nor change them.
 */
async function signedInOwner(ctx: Parameters<typeof requireViewer>[0]) {
  const viewer = await requireViewer(ctx);
  if (viewer.via !== 'access-token') {
    throw graphqlError('FORBIDDEN', 'API keys cannot read or change webhooks: the account owner must be signed in.', {
      reason: 'signed-in-owner-only',
    });
  }
  return viewer;
}

function webhookValue<T>(result: Result<T, WebhookError>): T {
  if (!result.ok) throw webhookErrorToGraphql(result.error);
  return result.value;
}

const WebhookKindEnum = builder.enumType('WebhookKind', {
  values: {
    SIGNED: {
      value: 'signed',
      description:
        "A JSON body signed with the webhook's secret (the Splitpenny-Signature header), for your own systems.",
    },
    SLACK: { value: 'slack', description: 'A Slack incoming webhook: a readable message in its channel.' },
  } as const,
});

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  values: {
    PENDING: { value: 'pending', description: 'Not delivered yet: waiting for its next attempt.' },
    DELIVERED: { value: 'delivered', description: 'The endpoint answered 2xx.' },
    FAILED: { value: 'failed', description: 'Every attempt failed (or the endpoint answered 410 Gone).' },
  } as const,
});

const WebhookDeliveryType = builder.objectRef<WebhookDelivery>('WebhookDelivery').implement({
  description: 'One event sent to one webhook, with its last answer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    event: t.exposeString('event', { description: 'The event type, such as test.decided.' }),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', {
      nullable: true,
      description: "The last attempt's HTTP status code; null before any answer.",
    }),
    lastError: t.exposeString('lastError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true }),
  }),
});

const deliveriesLimit = z
  .number()
  .int()
  .min(1, 'Ask for at least 1 delivery')
  .max(100, 'Ask for at most 100 deliveries');

const WebhookType = builder.objectRef<Webhook>('Webhook').implement({
  description: "An endpoint told when one of the owner's tests is decided. The signing secret is shown only once.",
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.expose('kind', { type: WebhookKindEnum }),
    url: t.exposeString('url'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deliveries: t.field({
      type: [WebhookDeliveryType],
      description: 'The latest deliveries, newest first.',
      args: { limit: t.arg.int({ defaultValue: 20 }) },
      resolve: async (webhook, args, ctx) =>
        webhookValue(
          await ctx.useCases.listWebhookDeliveries(
            await signedInOwner(ctx),
            webhook.id,
            parseInput(z.object({ limit: deliveriesLimit }), { limit: args.limit ?? 20 }).limit,
          ),
        ),
    }),
  }),
});

const CreatedWebhook = builder
  .objectRef<{ webhook: Webhook; signingSecret: string | null }>('CreatedWebhook')
  .implement({
    fields: (t) => ({
      webhook: t.field({ type: WebhookType, resolve: (created) => created.webhook }),
      signingSecret: t.exposeString('signingSecret', {
        nullable: true,
        description:
          'The secret each body is signed with (SIGNED webhooks; null for SLACK). Shown this once: copy it now.',
      }),
    }),
  });

const CreateWebhookInput = builder.inputType('CreateWebhookInput', {
  fields: (t) => ({
    kind: t.field({ type: WebhookKindEnum, required: true }),
    url: t.string({ required: true, description: 'https:// (or http://) on the public internet.' }),
  }),
});

const createWebhookArgs = z.object({
  kind: z.enum(['signed', 'slack']),
  url: z.string().trim().min(1, 'Enter the address to send to'),
});

builder.queryField('webhooks', (t) =>
  t.field({
    type: [WebhookType],
    description: "The signed-in account's webhooks, oldest first.",
    resolve: async (_root, _args, ctx) => ctx.useCases.listWebhooks(await signedInOwner(ctx)),
  }),
);

builder.queryField('webhook', (t) =>
  t.field({
    type: WebhookType,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await signedInOwner(ctx);
      const found = (await ctx.useCases.listWebhooks(viewer)).find((w) => w.id === String(args.id));
      if (found === undefined) throw webhookErrorToGraphql({ kind: 'WebhookNotFound' });
      return found;
    },
  }),
);

builder.mutationField('createWebhook', (t) =>
  t.field({
    type: CreatedWebhook,
    description: "Adds an endpoint told when one of the account's tests is decided (the event test.decided).",
    args: { input: t.arg({ type: CreateWebhookInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      webhookValue(await ctx.useCases.addWebhook(await signedInOwner(ctx), parseInput(createWebhookArgs, args.input))),
  }),
);

builder.mutationField('deleteWebhook', (t) =>
  t.field({
    type: SuccessPayload,
    description: 'Deletes the endpoint with its log of deliveries; deliveries not yet sent are dropped.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      webhookValue(await ctx.useCases.deleteWebhook(await signedInOwner(ctx), String(args.id) as WebhookId));
      return { success: true };
    },
  }),
);
