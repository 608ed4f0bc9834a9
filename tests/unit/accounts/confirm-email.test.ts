import { describe, expect, it } from 'vitest';
import { makeConfirmEmail } from '../../../application/accounts/confirm-email';
import { makeCreateUser } from '../../../application/accounts/create-user';
import { makeResendEmailConfirmation } from '../../../application/accounts/resend-email-confirmation';
import { accountsFixture, appUrl, okValue, viewerOf } from './accounts-fixture';

const week = 7 * 86_400_000;

async function signedUp() {
  const fixture = accountsFixture();
  const createUser = makeCreateUser({ ...fixture, signupSessions: 1000, appUrl });
  const session = okValue(
    await createUser({ email: 'ann@example.com', password: 'a long enough passphrase', directAffiliateSignup: false }),
  );
  const user = fixture.store.users.get(session.id as never);
  if (user === undefined) throw new Error('no user');
  return {
    ...fixture,
    user,
    confirmEmail: makeConfirmEmail(fixture),
    resend: makeResendEmailConfirmation({ ...fixture, appUrl }),
  };
}

/** The token of the newest confirmation link emailed. */
function lastLinkToken(sent: readonly { text: string }[]): string {
  const token = /confirm-account\?token=([^\s"]+)/.exec(sent.at(-1)?.text ?? '')?.[1];
  if (token === undefined) throw new Error('no confirmation link in the last email');
  return decodeURIComponent(token);
}

describe('confirming a new account’s address', () => {
  it('starts unconfirmed, and the link from the welcome confirms it once', async () => {
    const fixture = await signedUp();
    expect(fixture.user.emailConfirmedAt).toBeNull();
    const token = lastLinkToken(fixture.mailer.sent);
    expect(await fixture.confirmEmail(token)).toEqual({ ok: true, value: { email: 'ann@example.com' } });
    expect(fixture.store.users.get(fixture.user.id)?.emailConfirmedAt).toEqual(fixture.clock.now());
    expect(await fixture.confirmEmail(token)).toEqual({ ok: false, error: { kind: 'ConfirmationLinkUsed' } });
  });

  it.each<[string, string, number, string]>([
    ['an unknown token', 'not-a-token', 0, 'ConfirmationLinkUnknown'],
    ['a link a week old', '', week, 'ConfirmationLinkExpired'],
  ])('refuses %s, confirming nothing', async (_name, given, later, kind) => {
    const fixture = await signedUp();
    fixture.clock.advance(later);
    const token = given === '' ? lastLinkToken(fixture.mailer.sent) : given;
    expect(await fixture.confirmEmail(token)).toEqual({ ok: false, error: { kind } });
    expect(fixture.store.users.get(fixture.user.id)?.emailConfirmedAt).toBeNull();
  });

  it('refuses a link to an address the account has left since', async () => {
    const fixture = await signedUp();
    const token = lastLinkToken(fixture.mailer.sent);
    await fixture.uow.run(({ users }) => users.changeEmail(fixture.user.id, 'ann@elsewhere.example'));
    expect(await fixture.confirmEmail(token)).toEqual({ ok: false, error: { kind: 'ConfirmationLinkUnknown' } });
    expect(fixture.store.users.get(fixture.user.id)?.emailConfirmedAt).toBeNull();
  });

  it('sends a new link on request that works, voiding the earlier one', async () => {
    const fixture = await signedUp();
    const first = lastLinkToken(fixture.mailer.sent);
    const resent = okValue(await fixture.resend(viewerOf(fixture.user)));
    expect(resent.emailConfirmed).toBe(false);
    expect(fixture.mailer.sent).toHaveLength(2);
    expect(fixture.mailer.sent[1]).toMatchObject({
      to: 'ann@example.com',
      subject: 'Confirm your Splitpenny email address',
    });
    expect(await fixture.confirmEmail(first)).toEqual({ ok: false, error: { kind: 'ConfirmationLinkUsed' } });
    expect((await fixture.confirmEmail(lastLinkToken(fixture.mailer.sent))).ok).toBe(true);
  });

  it('sends nothing to an address confirmed already', async () => {
    const fixture = await signedUp();
    await fixture.confirmEmail(lastLinkToken(fixture.mailer.sent));
    const resent = okValue(await fixture.resend(viewerOf(fixture.user)));
    expect(resent.emailConfirmed).toBe(true);
    expect(fixture.mailer.sent).toHaveLength(1);
  });
});
