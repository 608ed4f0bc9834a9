import type { EmailMessage } from '../../ports/mailer';
import { appLink } from './app-link';
import { emailLayout } from './email-layout';

export function welcomeEmail(to: string, appUrl: string, freeSessions: number): EmailMessage {
  const accountUrl = appLink(appUrl, '/user');
  const sessions = freeSessions.toLocaleString('en-GB');
  return {
    to,
    subject: 'Welcome to Splitpenny',
    text: [
      'Welcome to Splitpenny!',
      '',
      `Your account is ready, with ${sessions} free test sessions to start with, topped up every month.`,
      '',
      `Add your website and create your first test: ${accountUrl}`,
      '',
      'The Splitpenny team',
    ].join('\n'),
    html: emailLayout(
      'Welcome to Splitpenny!',
      `<p>Your account is ready, with <strong>${sessions} free test sessions</strong> to start with, topped up every month.</p>
       <p><a href="${accountUrl}">Add your website and create your first test</a></p>`,
    ),
  };
}
