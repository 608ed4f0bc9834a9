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
    this.transport = nodemailer.createTransport({ url: smtpUrl });
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
