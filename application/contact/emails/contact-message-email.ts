import type { ContactMessage } from '../../../domain/contact/contact-message';
import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';
import { escapeHtml } from './escape-html';

/**
 * The team's copy of a contact message. The mailer has no Reply-To, so the sender's address is in the subject line
 * and at the top of the body, where whoever answers copies it from.
 */
export function contactMessageEmail(to: string, message: ContactMessage): EmailMessage {
  const from = `${message.name} <${message.email}>`;
  const account = message.userId === null ? 'not signed in' : `signed in, account ${message.userId}`;
  return {
    to,
    subject: `Contact form: ${message.subject}, from ${from}`,
    text: [
      `From: ${from}`,
      `Reply to: ${message.email}`,
      `Subject: ${message.subject}`,
      `Sender: ${account}`,
      '',
      message.message,
      '',
      `Message ${message.id}`,
    ].join('\n'),
    html: emailLayout(
      `Contact form: ${escapeHtml(message.subject)}`,
      `<p><strong>From:</strong> ${escapeHtml(message.name)}
         &lt;<a href="mailto:${escapeHtml(message.email)}">${escapeHtml(message.email)}</a>&gt;<br>
         <strong>Sender:</strong> ${escapeHtml(account)}</p>
       <p style="white-space: pre-wrap;">${escapeHtml(message.message)}</p>
       <p style="color: #6b7280; font-size: 0.9rem;">Message ${escapeHtml(message.id)}</p>`,
    ),
  };
}
