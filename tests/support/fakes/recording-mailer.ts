import type { EmailMessage, Mailer } from '../../../application/ports/mailer';

/** Keeps every message it is given; told to fail, it throws as a mailer that cannot hand a message over does. */
export class RecordingMailer implements Mailer {
  readonly sent: EmailMessage[] = [];
  private failure: Error | null = null;

  failWith(error: Error = new Error('the mail server refused the message')): void {
    this.failure = error;
  }

  async send(message: EmailMessage): Promise<void> {
    if (this.failure !== null) throw this.failure;
    this.sent.push(message);
  }
}
