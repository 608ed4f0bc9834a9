import type { EmailMessage } from '../../ports/mailer';
import { appLink } from './app-link';
import { emailLayout } from './email-layout';

/** To the account's address after its password changed, so an owner who did not change it can act at once. */
export function passwordChangedEmail(to: string, appUrl: string): EmailMessage {
  const resetLink = appLink(appUrl, '/reset-password');
  return {
    to,
    subject: 'Your Splitpenny password was changed',
    text: [
      'The password of your Splitpenny account was just changed, and every other session of the account ended.',
      '',
      `If it wasn't you, choose a new password now: ${resetLink}`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Your password was changed',
      `<p>The password of your Splitpenny account was just changed, and every other session of the account ended.</p>
       <p>If it wasn't you, <a href="${resetLink}">choose a new password now</a>.</p>`,
    ),
  };
}
