import { describe, expect, it } from 'vitest';
import {
  CONFIRM_EMAIL,
  CREATE_USER,
  RESEND_EMAIL_CONFIRMATION,
  confirmationToken,
  signUp,
  uniqueEmail,
} from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { emailsTo } from '../../support/outbox';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  fetchConfig,
  postTracking,
  sessionsRemaining,
  trackingSettings,
} from '../../support/tracking-operations';
import { TEST, dataOf } from '../../support/workspace-operations';

const limit = 10;
/** Five minutes into an hour, so that every attempt of a test falls in one window of the sliding hour. */
const clock = { now: () => new Date('2026-03-02T09:05:00.000Z') };
const password = 'a sturdy passphrase for sign-up';

describe('the sign-up limit per client network', () => {
  const testApp = useTestApplication(
    {
      signupRateLimitPerHour: limit,
      // Read fresh on every page view: what confirming changes shows at the next one.
      tracking: trackingSettings({ configCacheMs: 0 }),
    },
    { clock },
  );

  const attempt = (email: string, ip: string) =>
    postGraphql<{ createUser: { id: string } }>(testApp().app, CREATE_USER, { input: { email, password } }, { ip });

  it('makes only the limit’s worth of accounts out of a storm of 50 sign-ups from one network', async () => {
    const { db } = testApp();
    const usersBefore = await db.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const statuses: number[] = [];
    // One client holding a whole IPv6 /64 is still one network.
    for (let i = 1; i <= 50; i += 1) statuses.push((await attempt(uniqueEmail('storm'), `2001:db8:41::${i}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    const usersAfter = await db.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(usersAfter.n) - Number(usersBefore.n)).toBe(limit);

    const refused = await attempt(uniqueEmail('storm'), '2001:db8:41::ffff');
    expect(refused.error).toMatchObject({
      message: `Too many attempts. Try again in ${refused.headers['retry-after']} seconds.`,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(refused.data).toBeNull();

    // Another network signs up as ever, its owner welcomed.
    const other = uniqueEmail('neighbour');
    expect((await attempt(other, '198.51.100.41')).status).toBe(200);
    expect(await emailsTo(db.database.db, other, 'Welcome to Splitpenny')).toHaveLength(1);
  });

  it('tells a taken address from a free one no faster than the limit: past it, both get the same answer', async () => {
    const { app } = testApp();
    const taken = await signUp(app, { password });
    const ip = '203.0.113.41';
    const answers: string[] = [];
    for (let i = 0; i < limit; i += 1) {
      const reply = await attempt(i % 2 === 0 ? taken.email : uniqueEmail('probe'), ip);
      answers.push(reply.error?.extensions?.['code'] === 'CONFLICT' ? 'taken' : 'free');
    }
    // Within the limit the answer says which addresses have an account, as the sign-up form needs it to.
    expect(answers).toEqual(Array.from({ length: limit }, (_, i) => (i % 2 === 0 ? 'taken' : 'free')));

    const takenPast = await attempt(taken.email, ip);
    const freePast = await attempt(uniqueEmail('probe'), ip);
    expect(takenPast.status).toBe(429);
    expect(freePast.status).toBe(429);
    // Both refused alike: neither answer says whether its address has an account.
    for (const past of [takenPast, freePast]) {
      expect(past.data).toBeNull();
      expect(past.errors).toHaveLength(1);
      expect(past.error?.extensions?.['code']).toBe('TOO_MANY_REQUESTS');
      expect(past.error?.message).toBe(`Too many attempts. Try again in ${past.headers['retry-after']} seconds.`);
    }
  });

  it('counts a sign-up refused for its input as no attempt: a corrected form still goes through', async () => {
    const ip = '203.0.113.42';
    for (let i = 0; i < 2 * limit; i += 1) {
      const reply = await postGraphql(
        testApp().app,
        CREATE_USER,
        { input: { email: 'not an email', password } },
        { ip },
      );
      expect(reply.error?.extensions?.['code']).toBe('BAD_USER_INPUT');
    }
    expect((await attempt(uniqueEmail('corrected'), ip)).status).toBe(200);
  });
});

describe('an account whose address is not confirmed', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) });

  it('runs no test and spends nothing until the link is opened; then its tests take visitors', async () => {
    const { app } = testApp();
    const owner = await signUp(app, { password, confirmed: false });
    const ws = await createLiveWorkspace(app, owner.token);
    const before = await sessionsRemaining(app, owner.token);
    expect(before).toBe(1000);

    const me = await postGraphql<{ me: { emailConfirmed: boolean } }>(
      app,
      'query { me { emailConfirmed } }',
      {},
      { bearer: owner.token },
    );
    expect(dataOf(me).me.emailConfirmed).toBe(false);
    const status = await postGraphql<{ test: { status: string } }>(
      app,
      'query($id: ID!) { test(id: $id) { status } }',
      { id: ws.testId },
      { bearer: owner.token },
    );
    expect(dataOf(status).test.status).toBe('EMAIL_UNCONFIRMED');

    // The page is served without the test, and an enrolment the script never sent is refused and charges nothing.
    expect((await fetchConfig(app, ws.websiteId, null)).config).toEqual({ tests: [] });
    for (let i = 0; i < 3; i += 1) {
      const enrolled = await postTracking(app, 'enrol', enrolment(ws));
      expect(enrolled.json()).toEqual({ status: 'not_live', reason: 'email_unconfirmed' });
    }
    expect(await sessionsRemaining(app, owner.token)).toBe(before);
    const test = await postGraphql<{ test: { testSessionsCount: number } }>(
      app,
      TEST,
      { id: ws.testId },
      { bearer: owner.token },
    );
    expect(dataOf(test).test.testSessionsCount).toBe(0);

    // A lost welcome: another link, and the first stops working.
    const first = await confirmationToken(app, owner.email);
    expect((await postGraphql(app, RESEND_EMAIL_CONFIRMATION, {}, { bearer: owner.token })).status).toBe(200);
    const second = await confirmationToken(app, owner.email);
    expect(second).not.toBe(first);
    const stale = await postGraphql(app, CONFIRM_EMAIL, { input: { token: first } });
    expect(stale.error).toMatchObject({
      message: 'This confirmation link has already been used, or a newer one was sent since.',
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });

    // Opened without being signed in, as from a phone's mail app.
    const confirmed = await postGraphql(app, CONFIRM_EMAIL, { input: { token: second } });
    expect(confirmed.data).toEqual({ confirmEmail: { email: owner.email } });

    const served = (await fetchConfig(app, ws.websiteId, null)).config;
    expect(served?.tests.map((t) => t.id)).toEqual([ws.testId]);
    const enrolled = await postTracking(app, 'enrol', enrolment(ws));
    expect(enrolled.json()).toEqual({ status: 'enrolled' });
    expect(await sessionsRemaining(app, owner.token)).toBe(before - 1);
  });

  it('refuses an unknown link, naming what to do', async () => {
    const reply = await postGraphql(testApp().app, CONFIRM_EMAIL, { input: { token: 'no-such-token' } });
    expect(reply.error).toMatchObject({
      message: 'This confirmation link is not valid. Log in and ask for a new one on My Account.',
      extensions: { code: 'BAD_USER_INPUT', field: 'token' },
    });
  });
});
