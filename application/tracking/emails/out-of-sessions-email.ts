import { appLink } from '../../accounts/emails/app-link';
import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';

/** Sent when an owner's last session is spent: their live tests have stopped taking visitors. */
export function outOfSessionsEmail(to: string, appUrl: string): EmailMessage {
  const pricingUrl = appLink(appUrl, '/pricing');
  return {
    to,
    subject: 'Your tests are paused: out of sessions',
    text: [
      'Your Splitpenny account has used its last test session, so your tests are paused: visitors see your original',
      'pages and nothing more is charged.',
      '',
      `They carry on by themselves when you buy sessions (${pricingUrl}) or the next monthly top-up arrives.`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Your tests are paused',
      `<p>Your account has used its last test session, so your tests are paused: visitors see your original pages and
       nothing more is charged.</p>
       <p>They carry on by themselves when you <a href="${pricingUrl}">buy sessions</a> or the next monthly top-up
       arrives.</p>`,
    ),
  };
}
