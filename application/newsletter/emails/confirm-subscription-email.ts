import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';
import type { SubscriptionTokens } from '../subscription-tokens';
import { confirmLink, unsubscribeLink } from './newsletter-links';
import { unsubscribeFooter } from './unsubscribe-footer';

export const confirmSubscriptionSubject = 'Confirm your email address to get your free guide';

/** The one email a pending address gets: the link that confirms it (and sends the guide), and a way out. */
export function confirmSubscriptionEmail(to: string, appUrl: string, tokens: SubscriptionTokens): EmailMessage {
  const confirm = confirmLink(appUrl, tokens.confirm);
  const unsubscribe = unsubscribeLink(appUrl, tokens.unsubscribe);
  return {
    to,
    subject: confirmSubscriptionSubject,
    text: [
      'Thanks for asking for "A/B testing quick wins", the free guide from Splitpenny.',
      '',
      `To confirm your email address and get the guide, open this link: ${confirm}`,
      '',
      "If you didn't ask for the guide, ignore this email: we won't send you anything else unless you confirm.",
      '',
      'The Splitpenny team',
      '',
      `Don't want emails from us? Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html: emailLayout(
      'Confirm your email address',
      `<p>Thanks for asking for <strong>A/B testing quick wins</strong>, the free guide from Splitpenny.</p>
       <p><a href="${confirm}">Confirm my email address and send me the guide</a></p>
       <p>If you didn't ask for the guide, ignore this email: we won't send you anything else unless you confirm.</p>`,
      unsubscribeFooter(`Don't want emails from us? <a href="${unsubscribe}">Unsubscribe</a>`),
    ),
  };
}
