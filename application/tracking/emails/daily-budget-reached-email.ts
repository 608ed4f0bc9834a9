import { appLink } from '../../accounts/emails/app-link';
import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';
import { escapeHtml } from '../../contact/emails/escape-html';

/** Sent when a website's tests were charged its daily session budget: they are paused until the day ends. */
export function dailyBudgetReachedEmail(
  to: string,
  website: { readonly name: string; readonly url: string; readonly budget: number },
  appUrl: string,
): EmailMessage {
  const websitesUrl = appLink(appUrl, '/user/websites');
  const budget = website.budget.toLocaleString('en-GB');
  return {
    to,
    subject: `${website.name} reached its daily session budget`,
    text: [
      `The tests of ${website.name} (${website.url}) were charged ${budget} sessions today, the daily budget you set,`,
      'so they are paused until 00:00 UTC: visitors see your original pages and nothing more is charged today.',
      '',
      `If this is more than you expected, check where the visits come from. To raise or remove the budget, edit the`,
      `website (${websitesUrl}); the tests carry on at once.`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      `${escapeHtml(website.name)} reached its daily session budget`,
      `<p>The tests of ${escapeHtml(website.name)} (${escapeHtml(website.url)}) were charged ${budget} sessions
       today, the daily budget you set, so they are paused until 00:00 UTC: visitors see your original pages and
       nothing more is charged today.</p>
       <p>If this is more than you expected, check where the visits come from. To raise or remove the budget,
       <a href="${websitesUrl}">edit the website</a>; the tests carry on at once.</p>`,
    ),
  };
}
