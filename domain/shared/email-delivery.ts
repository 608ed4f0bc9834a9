/**
 * Where an email stands. `kept`: stored only, no mail server is configured (it is read at /dev/mailbox). `pending`:
 * waiting for its first or next attempt. `sent`: the mail server took it. `failed`: every attempt failed.
 */
export type EmailStatus = 'kept' | 'pending' | 'sent' | 'failed';

export interface EmailDelivery {
  readonly status: EmailStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly lastAttemptAt: Date | null;
  readonly sentAt: Date | null;
}

export interface EmailDeliveryPolicy {
  /** Attempts in all, the first one included, before an email is given up as failed. */
  readonly maxAttempts: number;
}

export type AttemptResult = { readonly ok: true } | { readonly ok: false; readonly error: string };

/** An error is kept to read, not to store a mail server's whole transcript. */
export const lastErrorMaxLength = 500;

/** A new email: delivered when a mail server is configured, otherwise kept where it is read. */
export function newEmailStatus(deliverable: boolean): EmailStatus {
  return deliverable ? 'pending' : 'kept';
}

/** Only a pending email is attempted: a sent one is never sent twice, a failed one waits for an operator. */
export function isAttemptDue(delivery: EmailDelivery): boolean {
  return delivery.status === 'pending';
}

/** The delivery after one more attempt at `at`: sent, still pending (to be retried) or, out of attempts, failed. */
export function afterAttempt(
  delivery: EmailDelivery,
  result: AttemptResult,
  at: Date,
  policy: EmailDeliveryPolicy,
): EmailDelivery {
  const attempts = delivery.attempts + 1;
  if (result.ok) return { ...delivery, status: 'sent', attempts, lastAttemptAt: at, sentAt: at };
  return {
    ...delivery,
    status: attempts >= policy.maxAttempts ? 'failed' : 'pending',
    attempts,
    lastAttemptAt: at,
    lastError:
      result.error.length > lastErrorMaxLength ? `${result.error.slice(0, lastErrorMaxLength - 1)}…` : result.error,
  };
}
