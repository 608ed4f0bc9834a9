import { describe, expect, it } from 'vitest';
import { AUTHENTICATE_USER, SEND_PASSWORD_RESET_EMAIL, signUp, uniqueEmail } from '../../support/account-operations';
import { accountTableCounts } from '../../support/count-rows';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';

const limit = 10;
/** Five seconds into a minute, so that every attempt of a test falls in one window. */
const clock = { now: () => new Date('2026-03-02T09:30:05.000Z') };

describe('rate limits on logging in and password resets', () => {
  const testApp = useTestApplication({ authRateLimitPerMinute: limit }, { clock });

  it('answers 429 with a retry time after 10 login attempts a minute from one IP', async () => {
    const { app } = testApp();
    const ip = '203.0.113.10';
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const reply = await postGraphql(
        app,
        AUTHENTICATE_USER,
        { input: { email: uniqueEmail(), password: 'guess guess' } },
        { ip },
      );
      expect(reply.status, `attempt ${attempt}`).toBe(200);
    }
    const refused = await postGraphql(
      app,
      AUTHENTICATE_USER,
      { input: { email: uniqueEmail(), password: 'guess guess' } },
      { ip },
    );
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    // Eleven attempts this minute at a limit of ten (the refused one counts): one more once 2/11 of the minute's
    // attempts slid out of the last minute's span, 10.9 s into the next minute.
    expect(retryAfter).toBe(66);
    expect(refused.error).toMatchObject({
      message: `Too many attempts. Try again in ${retryAfter} seconds.`,
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: retryAfter },
    });

    const otherIp = await postGraphql(
      app,
      AUTHENTICATE_USER,
      { input: { email: uniqueEmail(), password: 'guess guess' } },
      { ip: '203.0.113.11' },
    );
    expect(otherIp.status).toBe(200);
  });

  it('counts login attempts from IPv6 per /64: a new address in it is the same client', async () => {
    const { app } = testApp();
    const attempt = (ip: string) =>
      postGraphql(app, AUTHENTICATE_USER, { input: { email: uniqueEmail(), password: 'guess guess' } }, { ip });
    for (let i = 1; i <= limit; i += 1) expect((await attempt(`2001:db8:5:9::${i.toString(16)}`)).status).toBe(200);

    expect((await attempt('2001:db8:5:9:abcd::1')).status).toBe(429);
    expect((await attempt('2001:db8:5:a::1')).status).toBe(200);
  });

  it('limits attempts on one email from many IPs, even with the right password', async () => {
    const { app } = testApp();
    const user = await signUp(app);
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      await postGraphql(
        app,
        AUTHENTICATE_USER,
        { input: { email: user.email, password: 'wrong password' } },
        { ip: `198.51.100.${attempt}` },
      );
    }
    const refused = await postGraphql(
      app,
      AUTHENTICATE_USER,
      { input: { email: user.email, password: user.password } },
      { ip: '198.51.100.99' },
    );
    expect(refused.status).toBe(429);
    expect(refused.data).toBeNull();
  });

  it('limits reset emails to one address, sending none past the limit', async () => {
    const { app, db } = testApp();
    const user = await signUp(app);
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      await postGraphql(app, SEND_PASSWORD_RESET_EMAIL, { input: { email: user.email } }, { ip: `192.0.2.${attempt}` });
    }
    const before = await accountTableCounts(db.database.db);
    const refused = await postGraphql(
      app,
      SEND_PASSWORD_RESET_EMAIL,
      { input: { email: user.email } },
      { ip: '192.0.2.200' },
    );
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(await accountTableCounts(db.database.db)).toEqual(before);
  });
});
