import { usualPerHour, type SpikeFacts } from '../../../domain/sessions/session-spike';
import { appLink } from '../../accounts/emails/app-link';
import { emailLayout } from '../../accounts/emails/email-layout';
import { escapeHtml } from '../../contact/emails/escape-html';
import type { EmailMessage } from '../../ports/mailer';

/** Sent when a website's charged sessions in an hour jump far above its usual rate. */
export function sessionSpikeEmail(
  to: string,
  appUrl: string,
  website: { readonly name: string; readonly url: string },
  facts: SpikeFacts,
): EmailMessage {
  const testsUrl = appLink(appUrl, '/user/tests');
  const count = facts.lastHour.toLocaleString('en-GB');
  const usual = Math.round(usualPerHour(facts)).toLocaleString('en-GB');
  const what = `Your tests on ${website.name} (${website.url}) were charged ${count} sessions in the last hour, against about ${usual} an hour over the week before.`;
  const why =
    'If you expected it (a campaign, a newsletter), there is nothing to do. If not, someone may be sending fake ' +
    'visits: pause the tests of that website, and check its other origins and its tests’ visits left out.';
  return {
    to,
    subject: `Unusually many test sessions on ${website.name}`,
    text: [what, '', why, '', `Your tests: ${testsUrl}`, '', 'The Splitpenny team'].join('\n'),
    html: emailLayout(
      'Unusually many test sessions',
      `<p>${escapeHtml(what)}</p><p>${escapeHtml(why)}</p><p><a href="${testsUrl}">Your tests</a></p>`,
    ),
  };
}
