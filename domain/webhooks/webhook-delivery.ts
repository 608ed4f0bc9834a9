/**
 * How a webhook delivery goes: a 2xx answer delivers it; any other answer, or none (a timeout, a refused address), is
 * a failed attempt, retried with exponential back-off on the job queue until `maxAttempts` have failed. Endpoints that
 * answer 410 Gone have been taken down on purpose: no retry.
 */
export interface WebhookDeliveryPolicy {
  readonly maxAttempts: number;
  /** The first retry's delay; each later one doubles it (with jitter), up to `maxDelaySeconds`. */
  readonly retryDelaySeconds: number;
  readonly maxDelaySeconds: number;
}

export const webhookDeliveryPolicy: WebhookDeliveryPolicy = {
  maxAttempts: 6,
  retryDelaySeconds: 30,
  maxDelaySeconds: 3600,
};

export type AttemptResult = { readonly statusCode: number } | { readonly error: string };

export type AttemptOutcome = 'delivered' | 'retry' | 'failed';

export function attemptOutcome(
  result: AttemptResult,
  attemptsBefore: number,
  policy: WebhookDeliveryPolicy,
): AttemptOutcome {
  if ('statusCode' in result && result.statusCode >= 200 && result.statusCode < 300) return 'delivered';
  const gone = 'statusCode' in result && result.statusCode === 410;
  return gone || attemptsBefore + 1 >= policy.maxAttempts ? 'failed' : 'retry';
}
