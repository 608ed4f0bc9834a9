/** What one POST to an endpoint came to: an answer (any status), or no answer and why. */
export type WebhookAnswer =
  { readonly kind: 'answered'; readonly statusCode: number } | { readonly kind: 'failed'; readonly error: string };

/**
 * POSTs a webhook body. The adapter signs it when a secret is given (Splitpenny-Signature), refuses addresses that
 * resolve to this machine or a private network unless the server allows loopback, and gives up after a timeout.
 */
export interface WebhookSender {
  send(request: {
    readonly url: string;
    readonly body: string;
    readonly signingSecret: string | null;
    readonly at: Date;
    readonly deliveryId: string;
  }): Promise<WebhookAnswer>;
}
