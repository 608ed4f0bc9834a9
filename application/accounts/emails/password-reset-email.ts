import type { EmailMessage } from '../../ports/mailer';
import { appLink } from './app-link';
import { emailLayout } from './email-layout';

export function passwordResetEmail(to: string, appUrl: string, token: string): EmailMessage {
  const link = `${appLink(appUrl, '/new-password')}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your Splitpenny password',
    text: [
      'Someone asked to reset the password of your Splitpenny account.',
      '',
      `To choose a new password, open this link within one hour: ${link}`,
      '',
      "If it wasn't you, ignore this email: your password stays as it is.",
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Reset your password',
      `<p>Someone asked to reset the password of your Splitpenny account.</p>
       <p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p>
       <p>If it wasn't you, ignore this email: your password stays as it is.</p>`,
    ),
  };
}
