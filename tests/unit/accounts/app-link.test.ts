import { describe, expect, it } from 'vitest';
import { appLink } from '../../../application/accounts/emails/app-link';
import { passwordResetEmail } from '../../../application/accounts/emails/password-reset-email';
import { welcomeEmail } from '../../../application/accounts/emails/welcome-email';

describe('links in emails', () => {
  it.each([
    ['an origin', 'https://splitpenny.example', 'https://splitpenny.example/user'],
    ['an origin with a trailing slash', 'https://splitpenny.example/', 'https://splitpenny.example/user'],
    ['a path', 'https://example.com/splitpenny', 'https://example.com/splitpenny/user'],
  ])('keep %s of the public URL', (_name, appUrl, expected) => {
    expect(appLink(appUrl, '/user')).toBe(expected);
  });

  it('point the welcome and reset emails below the public URL', () => {
    const appUrl = 'https://example.com/splitpenny';
    const welcome = welcomeEmail('a@example.com', appUrl, 1000, 'tok/en+').text;
    expect(welcome).toContain('https://example.com/splitpenny/user');
    expect(welcome).toContain('https://example.com/splitpenny/confirm-account?token=tok%2Fen%2B');
    expect(passwordResetEmail('a@example.com', appUrl, 'tok/en+').text).toContain(
      'https://example.com/splitpenny/new-password?token=tok%2Fen%2B',
    );
  });
});
