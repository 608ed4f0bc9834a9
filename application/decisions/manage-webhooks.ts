import type { Viewer } from '../../domain/accounts/viewer';
import type { WebhookId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import {
  maxWebhooksPerOwner,
  webhookUrl,
  type InvalidWebhookUrl,
  type Webhook,
  type WebhookKind,
} from '../../domain/webhooks/webhook';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WebhookDelivery } from '../ports/webhook-repository';

export type WebhookError =
  { readonly kind: 'WebhookNotFound' } | { readonly kind: 'TooManyWebhooks'; readonly max: number } | InvalidWebhookUrl;

/** A new endpoint, with its signing secret: shown this once (a Slack endpoint has none). */
export interface CreatedWebhook {
  readonly webhook: Webhook;
  readonly signingSecret: string | null;
}

export type AddWebhook = (
  viewer: Viewer,
  input: { readonly kind: WebhookKind; readonly url: string },
) => Promise<Result<CreatedWebhook, WebhookError>>;
export type ListWebhooks = (viewer: Viewer) => Promise<Webhook[]>;
export type DeleteWebhook = (viewer: Viewer, id: WebhookId) => Promise<Result<true, WebhookError>>;
export type ListWebhookDeliveries = (
  viewer: Viewer,
  id: WebhookId,
  limit: number,
) => Promise<Result<WebhookDelivery[], WebhookError>>;

export interface WebhookUseCases {
  readonly addWebhook: AddWebhook;
  readonly listWebhooks: ListWebhooks;
  readonly deleteWebhook: DeleteWebhook;
  readonly listWebhookDeliveries: ListWebhookDeliveries;
}

/** Prefixed, as Stripe's are, so a secret pasted into the wrong place is recognisable. */
export const signingSecretPrefix = 'whsec_';

/**
 * An owner's endpoints told of decisions. The address is checked when added (webhook.ts) and again at each delivery
 * (by what its host resolves to then); `allowLoopback` is the server's explicit development and test setting.
 */
export function webhookUseCases(deps: {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly tokens: OpaqueTokens;
  readonly allowLoopback: boolean;
}): WebhookUseCases {
  return {
    addWebhook: async (viewer, input) => {
      const url = webhookUrl(input.kind, input.url, { allowLoopback: deps.allowLoopback });
      if (!url.ok) return url;
      return deps.uow.run(async ({ webhooks }) => {
        // Two adds at the same moment may both pass the count: one endpoint over, harmless.
        if ((await webhooks.countOf(viewer.userId)) >= maxWebhooksPerOwner) {
          return fail({ kind: 'TooManyWebhooks', max: maxWebhooksPerOwner });
        }
        const webhook: Webhook = {
          id: deps.ids.next() as WebhookId,
          userId: viewer.userId,
          kind: input.kind,
          url: url.value,
          createdAt: deps.clock.now(),
        };
        const signingSecret = input.kind === 'signed' ? deps.tokens.generate(signingSecretPrefix) : null;
        await webhooks.add(webhook, signingSecret);
        return ok({ webhook, signingSecret });
      });
    },
    listWebhooks: (viewer) => deps.uow.read(({ webhooks }) => webhooks.listOf(viewer.userId)),
    deleteWebhook: async (viewer, id) =>
      (await deps.uow.run(({ webhooks }) => webhooks.delete(viewer.userId, id)))
        ? ok(true)
        : fail({ kind: 'WebhookNotFound' }),
    listWebhookDeliveries: (viewer, id, limit) =>
      deps.uow.read(async ({ webhooks }) => {
        if ((await webhooks.find(viewer.userId, id)) === null) return fail({ kind: 'WebhookNotFound' });
        return ok(await webhooks.deliveriesOf(viewer.userId, id, limit));
      }),
  };
}
