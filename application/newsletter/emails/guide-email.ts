import { appLink } from '../../accounts/emails/app-link';
import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';
import { guideLink, unsubscribeLink } from './newsletter-links';
import { unsubscribeFooter } from './unsubscribe-footer';

export const guideSubject = 'Your free guide: A/B testing quick wins';

/** Sent once an address is confirmed: the guide's download link, and (as every email after opting in) a way out. */
export function guideEmail(to: string, appUrl: string, unsubscribeToken: string): EmailMessage {
  const guide = guideLink(appUrl);
  const unsubscribe = unsubscribeLink(appUrl, unsubscribeToken);
  const signUp = appLink(appUrl, '/create-account');
  return {
    to,
    subject: guideSubject,
    text: [
      'Thanks for confirming your email address. Here is your guide.',
      '',
      `A/B testing quick wins: 12 tests worth running on any website: ${guide}`,
      '',
      "It's one page you can read in your browser, save or print. Start with the test closest to the page that",
      'earns you the most, and read the part on sample sizes before you call a winner.',
      '',
      `When you're ready to run your first test, every Splitpenny account gets 1,000 free test sessions a month: ${signUp}`,
      '',
      'The Splitpenny team',
      '',
      `You're getting this email because you asked for our free guide. Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html: emailLayout(
      'Your free guide is here',
      `<p>Thanks for confirming your email address. Here is your guide:</p>
       <p><a href="${guide}"><strong>Download A/B testing quick wins: 12 tests worth running on any website</strong></a></p>
       <p>It's one page you can read in your browser, save or print. Start with the test closest to the page that earns
       you the most, and read the part on sample sizes before you call a winner.</p>
       <p>When you're ready to run your first test, every Splitpenny account gets 1,000 free test sessions a month.
       <a href="${signUp}">Create your free account</a></p>`,
      unsubscribeFooter(
        `You're getting this email because you asked for our free guide. <a href="${unsubscribe}">Unsubscribe</a>`,
      ),
    ),
  };
}
