import type { EmailMessage } from '../../ports/mailer';
import { appLink } from './app-link';
import { emailLayout } from './email-layout';

/** The link that confirms a new account's address (web route /confirm-account). */
export function confirmAccountLink(appUrl: string, token: string): string {
  return `${appLink(appUrl, '/confirm-account')}?token=${encodeURIComponent(token)}`;
}

/** Asked for again from the app: only the link, for a welcome already read. */
export function confirmAddressEmail(to: string, appUrl: string, token: string): EmailMessage {
  const link = confirmAccountLink(appUrl, token);
  return {
    to,
    subject: 'Confirm your Splitpenny email address',
    text: [
      'To confirm the email address of your Splitpenny account and start your tests, open this link within 7 days:',
      link,
      '',
      "If you didn't create a Splitpenny account, ignore this email: nothing runs until the address is confirmed.",
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Confirm your email address',
      `<p><a href="${link}">Confirm your email address</a> to start your tests (the link works once, for 7 days).</p>
       <p>If you didn't create a Splitpenny account, ignore this email: nothing runs until the address is confirmed.</p>`,
    ),
  };
}
