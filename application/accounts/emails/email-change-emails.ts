import { escapeHtml } from '../../contact/emails/escape-html';
import type { EmailMessage } from '../../ports/mailer';
import { appLink } from './app-link';
import { emailLayout } from './email-layout';

/** To the new address: the link that makes it the account's email. */
export function confirmEmailChangeEmail(to: string, appUrl: string, token: string): EmailMessage {
  const link = `${appLink(appUrl, '/confirm-email')}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your new Splitpenny email address',
    text: [
      `Someone asked to make ${to} the email address of a Splitpenny account.`,
      '',
      `To confirm it, open this link within 24 hours: ${link}`,
      '',
      "Until then the account keeps its old address. If it wasn't you, ignore this email.",
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Confirm your new email address',
      `<p>Someone asked to make ${escapeHtml(to)} the email address of a Splitpenny account.</p>
       <p><a href="${link}">Confirm the new address</a> (the link works once, for 24 hours).</p>
       <p>Until then the account keeps its old address. If it wasn't you, ignore this email.</p>`,
    ),
  };
}

/** To the address in use: a change is on its way, so an owner who did not ask for it can act before it lands. */
export function emailChangeRequestedEmail(to: string, newEmail: string, appUrl: string): EmailMessage {
  const resetLink = appLink(appUrl, '/reset-password');
  return {
    to,
    subject: 'Your Splitpenny email address is changing',
    text: [
      `Someone asked to change the email address of your Splitpenny account to ${newEmail}.`,
      '',
      'It changes only once the link sent to that address is opened.',
      '',
      `If it wasn't you, choose a new password now: ${resetLink}`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Your email address is changing',
      `<p>Someone asked to change the email address of your Splitpenny account to ${escapeHtml(newEmail)}.</p>
       <p>It changes only once the link sent to that address is opened.</p>
       <p>If it wasn't you, <a href="${resetLink}">choose a new password now</a>.</p>`,
    ),
  };
}
