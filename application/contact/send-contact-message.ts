import {
  checkContactMessage,
  type ContactMessage,
  type ContactMessageId,
  type ContactMessageProblem,
} from '../../domain/contact/contact-message';
import type { UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { ContactMessageRepository } from '../ports/contact-message-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import { contactMessageEmail } from './emails/contact-message-email';

export type SendContactMessageError = { readonly kind: 'InvalidContactMessage' } & ContactMessageProblem;

export interface ContactMessageInput {
  /** The signed-in sender's account, or null for a visitor. */
  readonly userId: UserId | null;
  readonly name: string;
  /** Already checked to be an address (at the edge, as account emails are). */
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export type SendContactMessage = (
  input: ContactMessageInput,
) => Promise<Result<ContactMessage, SendContactMessageError>>;

/**
 * Keeps a message from the contact form and emails it to the team. Kept first: the message is not lost when the
 * email is, and the sender is told it arrived, which it did (the mailer has logged why the email did not go).
 */
export function makeSendContactMessage(deps: {
  readonly messages: ContactMessageRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Where the team reads contact messages (CONTACT_EMAIL). */
  readonly teamAddress: string;
}): SendContactMessage {
  return async (input) => {
    const checked = checkContactMessage(input);
    if (!checked.ok) return fail({ kind: 'InvalidContactMessage', ...checked.problem });
    const message: ContactMessage = {
      id: deps.ids.next() as ContactMessageId,
      userId: input.userId,
      email: input.email.trim(),
      ...checked.value,
      createdAt: deps.clock.now(),
    };
    await deps.messages.add(message);
    try {
      await deps.mailer.send(contactMessageEmail(deps.teamAddress, message));
    } catch {
      // Kept above, so the team can still find it; the sender need not send it again.
    }
    return ok(message);
  };
}
