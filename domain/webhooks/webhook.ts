import type { UserId, WebhookId } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { addressReach, reachAllowed } from './private-addresses';

/**
 * Where an owner is told of their tests' decisions besides email: `signed`, a JSON body signed with the webhook's
 * secret (webhook-signature.ts), for their own systems; `slack`, a Slack incoming webhook, which gets a readable
 * message instead.
 */
export type WebhookKind = 'signed' | 'slack';

export interface Webhook {
  readonly id: WebhookId;
  readonly userId: UserId;
  readonly kind: WebhookKind;
  readonly url: string;
  readonly createdAt: Date;
}

/** Endpoints an owner may have at once: enough for their systems and a channel or two, few enough to fan out to. */
export const maxWebhooksPerOwner = 10;

export const maxWebhookUrlLength = 2000;

export type WebhookUrlProblem =
  'not-a-url' | 'not-http' | 'has-credentials' | 'too-long' | 'private-address' | 'not-slack';

export const webhookUrlMessages: Record<WebhookUrlProblem, string> = {
  'not-a-url': 'Enter a web address, like https://example.com/hooks/splitpenny',
  'not-http': 'The address must start with https:// (or http://)',
  'has-credentials': 'Leave the user name and password out of the address: each body is signed instead',
  'too-long': `The address must be at most ${maxWebhookUrlLength.toLocaleString('en-GB')} characters`,
  'private-address': 'The address must be on the public internet, not this server or a private network',
  'not-slack': 'A Slack incoming webhook address starts with https://hooks.slack.com/',
};

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
  if (text.length > maxWebhookUrlLength) return invalid('too-long');
  if (!URL.canParse(text)) return invalid('not-a-url');
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid('not-http');
  if (url.username !== '' || url.password !== '') return invalid('has-credentials');
  if (kind === 'slack' && (url.protocol !== 'https:' || url.hostname !== 'hooks.slack.com'))
    return invalid('not-slack');
  const host = url.hostname.toLowerCase();
  const reach =
    addressReach(host) ?? (privateNames.test(host) ? (host === 'localhost' ? 'loopback' : 'private') : null);
  if (reach !== null && !reachAllowed(reach, options.allowLoopback)) return invalid('private-address');
  return ok(url.toString());
}
