import { afterAttempt, isAttemptDue, type EmailDeliveryPolicy } from '../../domain/shared/email-delivery';
import type { Clock } from '../ports/clock';
import type { EmailOutbox } from '../ports/email-outbox';
import type { Mailer } from '../ports/mailer';

export type DeliveryOutcome =
  | { readonly kind: 'sent'; readonly attempts: number }
  | { readonly kind: 'retrying'; readonly attempts: number; readonly error: string }
  | { readonly kind: 'failed'; readonly attempts: number; readonly error: string }
  /** Sent, failed or kept already, or another attempt got there first: nothing done. */
  | { readonly kind: 'not-due' }
  /** No such email: its writer's transaction has not committed yet, or never will. */
  | { readonly kind: 'missing' };

/** One attempt at one email from the outbox: the mail server takes it, or the failure is recorded and counted. */
export type DeliverEmail = (emailId: string) => Promise<DeliveryOutcome>;

export function makeDeliverEmail(deps: {
  readonly outbox: EmailOutbox;
  /** The mail server itself (SMTP). */
  readonly transport: Mailer;
  readonly clock: Clock;
  readonly policy: EmailDeliveryPolicy;
}): DeliverEmail {
  return async (emailId) => {
    const email = await deps.outbox.find(emailId);
    if (email === null) return { kind: 'missing' };
    if (!isAttemptDue(email.delivery)) return { kind: 'not-due' };
    const result = await deps.transport.send(email.message).then(
      () => ({ ok: true }) as const,
      (error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }) as const,
    );
    const after = afterAttempt(email.delivery, result, deps.clock.now(), deps.policy);
    if (!(await deps.outbox.recordAttempt(emailId, email.delivery, after))) return { kind: 'not-due' };
    if (after.status === 'sent') return { kind: 'sent', attempts: after.attempts };
    const error = after.lastError ?? '';
    return after.status === 'failed'
      ? { kind: 'failed', attempts: after.attempts, error }
      : { kind: 'retrying', attempts: after.attempts, error };
  };
}
