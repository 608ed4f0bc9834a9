import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, Mailer } from '../../application/ports/mailer';
import type { Logger } from '../logging/create-logger';

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    // Bounded, so a mail server that stops answering fails the attempt (to be retried) well within the job's time.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...message });
    } catch (error) {
      // The subject says which email failed; the body and the recipient's address stay out of the log.
      this.logger.error({ err: error, subject: message.subject }, 'email could not be sent');
      throw error;
    }
  }

  close(): void {
    this.transport.close();
  }
}
