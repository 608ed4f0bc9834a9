import type { WebhookKind as WebhookKindRule } from '../../../../domain/webhooks/webhook-url-rules';
import type { WebhookKind, WebhookDeliveryStatus } from '../../gql/graphql';

export const webhookKindValues = ['SIGNED', 'SLACK'] as const satisfies readonly WebhookKind[];

/** The choice on the form, in the owner's words. */
export const webhookKindOptions: readonly { readonly value: WebhookKind; readonly label: string }[] = [
  { value: 'SIGNED', label: 'Signed JSON: a body your own systems check with a secret' },
  { value: 'SLACK', label: 'Slack: a readable message in a channel (an incoming-webhook address)' },
];

export const webhookKindNames: Readonly<Record<WebhookKind, string>> = {
  SIGNED: 'Signed JSON',
  SLACK: 'Slack',
};

/** The API's kind as the shared address rules name it. */
export const webhookKindRule: Readonly<Record<WebhookKind, WebhookKindRule>> = { SIGNED: 'signed', SLACK: 'slack' };

export const deliveryStatusNames: Readonly<Record<WebhookDeliveryStatus, string>> = {
  PENDING: 'Pending',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};
