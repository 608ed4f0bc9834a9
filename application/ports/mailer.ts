export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain-text part: readable on its own. */
  readonly text: string;
  readonly html: string;
}

/**
 * Sends an email. The application's mailer writes it to the outbox and returns: its delivery (attempts, retries, a
 * final failure) is recorded on the email, never told to the sender, whose flow neither waits for nor fails with it.
 */
export interface Mailer {
  /** Throws when the message could not be handed over (to the outbox: the database failed); the adapter has logged why. */
  send(message: EmailMessage): Promise<void>;
}
