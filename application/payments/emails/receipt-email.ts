import type { Checkout } from '../../../domain/payments/checkout';
import { formatPence } from '../../../domain/payments/money';
import { appLink } from '../../accounts/emails/app-link';
import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';

/** Sent once a purchase is confirmed: what was bought, what it cost, and the balance now. */
export function receiptEmail(to: string, appUrl: string, checkout: Checkout, balanceAfter: number): EmailMessage {
  const sessions = checkout.sessions.toLocaleString('en-GB');
  const price = formatPence(checkout.amountMinor);
  const balance = balanceAfter.toLocaleString('en-GB');
  const date = checkout.completedAt ?? checkout.createdAt;
  const day = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
  const accountUrl = appLink(appUrl, '/user');
  return {
    to,
    subject: `Your Splitpenny receipt: ${sessions} test sessions`,
    text: [
      'Thank you for your purchase.',
      '',
      `${sessions} test sessions: ${price}`,
      `Paid on ${day}, reference ${checkout.id}`,
      '',
      `You now have ${balance} sessions. Your account: ${accountUrl}`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Thank you for your purchase',
      `<p><strong>${sessions} test sessions</strong>: ${price}<br>Paid on ${day}, reference ${checkout.id}</p>
       <p>You now have <strong>${balance} sessions</strong>. <a href="${accountUrl}">Your account</a></p>`,
    ),
  };
}
