import type { EmailMessage } from '../../ports/mailer';
import { appLink } from './app-link';
import { confirmAccountLink } from './confirm-address-email';
import { emailLayout } from './email-layout';

/** The first email of an account: the free sessions, and the link that confirms the address so tests can start. */
export function welcomeEmail(to: string, appUrl: string, freeSessions: number, token: string): EmailMessage {
  const accountUrl = appLink(appUrl, '/user');
  const confirmUrl = confirmAccountLink(appUrl, token);
  const sessions = freeSessions.toLocaleString('en-GB');
  return {
    to,
    subject: 'Welcome to Splitpenny',
    text: [
      'Welcome to Splitpenny!',
      '',
      `Your account is ready, with ${sessions} free test sessions to start with, topped up every month.`,
      '',
      `Confirm your email address to start your tests (the link works once, for 7 days): ${confirmUrl}`,
      '',
      `Add your website and create your first test: ${accountUrl}`,
      '',
      "If you didn't create a Splitpenny account, ignore this email: nothing runs until the address is confirmed.",
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Welcome to Splitpenny!',
      `<p>Your account is ready, with <strong>${sessions} free test sessions</strong> to start with, topped up every month.</p>
       <p><a href="${confirmUrl}">Confirm your email address</a> to start your tests (the link works once, for 7 days).</p>
       <p><a href="${accountUrl}">Add your website and create your first test</a></p>
       <p>If you didn't create a Splitpenny account, ignore this email: nothing runs until the address is confirmed.</p>`,
    ),
  };
}
