import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATE_USER,
  CREATE_USER,
  ME,
  RESET_PASSWORD,
  SEND_PASSWORD_RESET_EMAIL,
  signUp,
} from '../../support/account-operations';
import { captureLogs } from '../../support/capture-logs';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const logs = captureLogs();

describe('credentials never reach a log line or an error', () => {
  const testApp = useTestApplication({}, { logger: logs.logger });

  it('keeps passwords, hashes, tokens and reset links out of the logs and errors of a whole account journey', async () => {
    const { app, db } = testApp();
    const user = await signUp(app, { password: 'first secret password' });
    const replies = [
      await postGraphql(app, AUTHENTICATE_USER, { input: { email: user.email, password: 'wrong secret password' } }),
      await postGraphql(app, CREATE_USER, { input: { email: user.email, password: 'duplicate secret password' } }),
      await postGraphql(app, CREATE_USER, { input: { email: 'bad', password: 'shrt' } }),
      await postGraphql(app, ME, {}, { bearer: `${user.token}x` }),
      await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } }),
    ];
    const outbox = await db.database.db.selectFrom('outbox_emails').select('text_body').execute();
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(outbox.map((e) => e.text_body).join('\n'))?.[1] ?? '');
    expect(resetToken).not.toBe('');
    await app.inject({
      method: 'GET',
      url: `/new-password?token=${encodeURIComponent(resetToken)}`,
      headers: { accept: 'text/html' },
    });
    replies.push(
      await postGraphql(app, RESET_PASSWORD, { input: { token: resetToken, password: 'second secret password' } }),
    );
    replies.push(
      await postGraphql(app, RESET_PASSWORD, { input: { token: resetToken, password: 'third secret password' } }),
    );
    const hash = (await db.database.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow())
      .password_hash;

    const logged = logs.text();
    expect(logged).toContain('request completed');
    const errors = JSON.stringify(replies.map((reply) => reply.errors));
    for (const secret of [
      'first secret password',
      'wrong secret password',
      'duplicate secret password',
      'second secret password',
      'third secret password',
      'shrt',
      user.token,
      resetToken,
      hash,
    ]) {
      expect(logged, `log mentions ${secret}`).not.toContain(secret);
      expect(errors, `error mentions ${secret}`).not.toContain(secret);
    }
  });
});
