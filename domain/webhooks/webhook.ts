import type { UserId, WebhookId } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { addressReach, reachAllowed } from './private-addresses';
import { webhookUrlShapeProblem, type WebhookKind, type WebhookUrlProblem } from './webhook-url-rules';

export type { WebhookKind, WebhookUrlProblem } from './webhook-url-rules';
export { maxWebhookUrlLength, webhookUrlMessages } from './webhook-url-rules';

export interface Webhook {
  readonly id: WebhookId;
  readonly userId: UserId;
  readonly kind: WebhookKind;
  readonly url: string;
  readonly createdAt: Date;
}

/** Endpoints an owner may have at once: enough for their systems and a channel or two, few enough to fan out to. */
export const maxWebhooksPerOwner = 10;

export interface InvalidWebhookUrl {
  readonly kind: 'InvalidWebhookUrl';
  readonly problem: WebhookUrlProblem;
}

const invalid = (problem: WebhookUrlProblem) => fail<InvalidWebhookUrl>({ kind: 'InvalidWebhookUrl', problem });

/** Host names that only ever name this machine or a private network, whatever they resolve to. */
const privateNames = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/**
 * A webhook's address as the owner typed it, checked: http or https, no credentials, a public host. A host name is
 * checked again, by what it resolves to, each time a delivery is sent (a name can be pointed anywhere later).
 * `allowLoopback`: the server's explicit development and test setting (WEBHOOK_ALLOW_LOOPBACK), never in production.
 */
export function webhookUrl(
  kind: WebhookKind,
  raw: string,
  options: { readonly allowLoopback: boolean },
): Result<string, InvalidWebhookUrl> {
  const text = raw.trim();
  const problem = webhookUrlShapeProblem(kind, text);
  if (problem !== null) return invalid(problem);
  const url = new URL(text);
  const host = url.hostname.toLowerCase();
  const reach =
    addressReach(host) ?? (privateNames.test(host) ? (host === 'localhost' ? 'loopback' : 'private') : null);
  if (reach !== null && !reachAllowed(reach, options.allowLoopback)) return invalid('private-address');
  return ok(url.toString());
}
