import { runOutWhen, runningLowMessage } from '../../../domain/sessions/balance-forecast-rules';
import { appLink } from '../../accounts/emails/app-link';
import { emailLayout } from '../../accounts/emails/email-layout';
import type { EmailMessage } from '../../ports/mailer';

/** Sent once when an owner's balance will run out within days at the rate their tests spend it. */
export function lowBalanceEmail(
  to: string,
  appUrl: string,
  forecast: { readonly balance: number; readonly dailyRate: number; readonly daysLeft: number },
): EmailMessage {
  const pricingUrl = appLink(appUrl, '/pricing');
  const left = forecast.balance.toLocaleString('en-GB');
  const perDay = Math.max(1, Math.round(forecast.dailyRate)).toLocaleString('en-GB');
  const usage = `You have ${left} ${forecast.balance === 1 ? 'session' : 'sessions'} left, and your tests have been using about ${perDay} a day.`;
  return {
    to,
    subject: `Your test sessions will run out ${runOutWhen(forecast.daysLeft)}`,
    text: [
      runningLowMessage(forecast.daysLeft),
      '',
      `${usage} When they run out, visitors see your original pages and your results stop growing until you buy`,
      'sessions or the next monthly top-up arrives.',
      '',
      `Buy sessions to keep your tests running: ${pricingUrl}`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Your test sessions are running low',
      `<p>${runningLowMessage(forecast.daysLeft)}</p>
       <p>${usage} When they run out, visitors see your original pages and your results stop growing until you buy
       sessions or the next monthly top-up arrives.</p>
       <p><a href="${pricingUrl}">Buy sessions</a> to keep your tests running.</p>`,
    ),
  };
}
