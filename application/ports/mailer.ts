export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  /** Plain-text part: readable on its own. */
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  /** Throws when the message could not be handed over; the adapter has logged why. */
  send(message: EmailMessage): Promise<void>;
}
