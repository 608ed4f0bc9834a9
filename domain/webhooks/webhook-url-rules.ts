/**
 * What a webhook's address must look like, shared by the server (webhook.ts) and the web app's form, so both say the
 * same words. Whether its host is public is checked only by the server (webhook.ts, and again at each delivery).
 */
/**
 * Where an owner is told of their tests' decisions besides email: `signed`, a JSON body signed with the webhook's
 * secret (webhook-signature.ts), for their own systems; `slack`, a Slack incoming webhook, which gets a readable
 * message instead.
 */
export type WebhookKind = 'signed' | 'slack';

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

/** The first problem with the address's form (not its host's reach), or null; `text` is trimmed already. */
export function webhookUrlShapeProblem(kind: WebhookKind, text: string): WebhookUrlProblem | null {
  if (text.length > maxWebhookUrlLength) return 'too-long';
  if (!URL.canParse(text)) return 'not-a-url';
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not-http';
  if (url.username !== '' || url.password !== '') return 'has-credentials';
  if (kind === 'slack' && (url.protocol !== 'https:' || url.hostname !== 'hooks.slack.com')) return 'not-slack';
  return null;
}
