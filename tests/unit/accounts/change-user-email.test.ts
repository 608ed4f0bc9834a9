import { describe, expect, it } from 'vitest';
import { makeChangeUserEmail } from '../../../application/accounts/change-user-email';
import { makeConfirmEmailChange } from '../../../application/accounts/confirm-email-change';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import { emailChangeValidityMs } from '../../../domain/accounts/email-change';
import type { UserId } from '../../../domain/shared/ids';
import { sequentialUuid } from '../../support/fakes/sequential-id-generator';
import { accountsFixture, okValue, viewerOf } from './accounts-fixture';

const password = 'ann password';

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com', password);
  const bob = await fixture.existingUser('bob@example.com', 'bob password');
  const changeUserEmail = makeChangeUserEmail(fixture);
  const confirmEmailChange = makeConfirmEmailChange(fixture);
  const identifyBearer = makeIdentifyBearer(fixture);
  return { ...fixture, ann, bob, changeUserEmail, confirmEmailChange, identifyBearer };
}

/** The token in the link of the last message sent to `to`. */
function linkTokenSentTo(fixture: Awaited<ReturnType<typeof setup>>, to: string): string {
  const message = fixture.mailer.sent.findLast((sent) => sent.to === to);
  const token = /confirm-email\?token=([^\s"]+)/.exec(message?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`no confirmation link sent to ${to}`);
  return decodeURIComponent(token);
}

describe('asking to change the email', () => {
  it.each<[string, string, string]>([
    ['a new address', 'ann.new@example.com', 'ann.new@example.com'],
    ['a new address typed with capitals and spaces', '  Ann.New@Example.COM ', 'ann.new@example.com'],
  ])('for %s keeps the old one, sends a link to the new one and tells the old one', async (_n, newEmail, expected) => {
    const fixture = await setup();
    const asked = okValue(
      await fixture.changeUserEmail(viewerOf(fixture.ann), { newEmail, currentPassword: password }),
    );
    expect(asked.pendingEmail).toBe(expected);
    expect(asked.user.email).toBe('ann@example.com');
    expect(fixture.store.users.get(fixture.ann.id)).toEqual(fixture.ann);
    expect(fixture.mailer.sent.map((message) => [message.to, message.subject])).toEqual([
      [expected, 'Confirm your new Splitpenny email address'],
      ['ann@example.com', 'Your Splitpenny email address is changing'],
    ]);
    expect(fixture.mailer.sent[1]?.text).toContain(`to ${expected}`);
  });

  it('for the address in use changes nothing and sends nothing', async () => {
    const fixture = await setup();
    const asked = okValue(
      await fixture.changeUserEmail(viewerOf(fixture.ann), { newEmail: 'ANN@example.com', currentPassword: password }),
    );
    expect(asked.pendingEmail).toBeNull();
    expect(fixture.mailer.sent).toEqual([]);
  });

  it.each<[string, string, string, string]>([
    ['a wrong current password', 'ann.new@example.com', 'wrong', 'WrongPassword'],
    // The password is checked first, so that a stranger at an open laptop cannot probe which emails exist.
    ["a wrong password and another user's email", 'bob@example.com', 'wrong', 'WrongPassword'],
    ["another user's email", 'bob@example.com', password, 'EmailTaken'],
    ["another user's email in capitals", ' BOB@Example.com', password, 'EmailTaken'],
  ])('refuses %s, changing and sending nothing', async (_name, newEmail, currentPassword, kind) => {
    const fixture = await setup();
    const before = fixture.store.snapshot();
    expect(await fixture.changeUserEmail(viewerOf(fixture.ann), { newEmail, currentPassword })).toEqual({
      ok: false,
      error: { kind },
    });
    expect(fixture.store.snapshot()).toEqual(before);
    expect(fixture.mailer.sent).toEqual([]);
  });

  it('answers UserNotFound for an account that no longer exists', async () => {
    const fixture = await setup();
    const viewer = { userId: sequentialUuid(99) as UserId, via: 'access-token' } as const;
    expect(await fixture.changeUserEmail(viewer, { newEmail: 'x@example.com', currentPassword: password })).toEqual({
      ok: false,
      error: { kind: 'UserNotFound' },
    });
  });
});

describe('confirming a new email', () => {
  async function asked(newEmail = 'ann.new@example.com') {
    const fixture = await setup();
    const session = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    okValue(await fixture.changeUserEmail(viewerOf(fixture.ann), { newEmail, currentPassword: password }));
    return { fixture, token: linkTokenSentTo(fixture, newEmail), session };
  }

  it('changes the email and signs out every session; the browser that confirmed stays signed in', async () => {
    const { fixture, token, session } = await asked();
    const other = await fixture.tokens.issue(fixture.ann.id, fixture.clock.now());
    fixture.clock.advance(60_000);
    const viewer = okValue(await fixture.identifyBearer(session.token));
    const confirmed = okValue(await fixture.confirmEmailChange(token, viewer));
    expect(confirmed.email).toBe('ann.new@example.com');
    expect(fixture.store.users.get(fixture.ann.id)?.email).toBe('ann.new@example.com');
    expect(await fixture.identifyBearer(other.token)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'signed-out' },
    });
    expect(await fixture.identifyBearer(session.token)).toMatchObject({ ok: false });
    expect(confirmed.session).not.toBeNull();
    expect(await fixture.identifyBearer(confirmed.session?.token ?? '')).toMatchObject({ ok: true });
  });

  it('signs no one in from the link alone', async () => {
    const { fixture, token } = await asked();
    expect(okValue(await fixture.confirmEmailChange(token, null)).session).toBeNull();
    const { fixture: other, token: otherToken } = await asked();
    expect(okValue(await other.confirmEmailChange(otherToken, viewerOf(other.bob))).session).toBeNull();
  });

  it('works once, for a day, and only for the latest request', async () => {
    const { fixture, token } = await asked();
    okValue(await fixture.confirmEmailChange(token, null));
    expect(await fixture.confirmEmailChange(token, null)).toEqual({
      ok: false,
      error: { kind: 'EmailChangeLinkUsed' },
    });

    const late = await asked();
    late.fixture.clock.advance(emailChangeValidityMs);
    expect(await late.fixture.confirmEmailChange(late.token, null)).toEqual({
      ok: false,
      error: { kind: 'EmailChangeLinkExpired' },
    });

    const twice = await asked('first@example.com');
    okValue(
      await twice.fixture.changeUserEmail(viewerOf(twice.fixture.ann), {
        newEmail: 'second@example.com',
        currentPassword: password,
      }),
    );
    expect(await twice.fixture.confirmEmailChange(twice.token, null)).toEqual({
      ok: false,
      error: { kind: 'EmailChangeLinkUsed' },
    });
    expect(await twice.fixture.confirmEmailChange('not-a-token', null)).toEqual({
      ok: false,
      error: { kind: 'EmailChangeLinkUnknown' },
    });
  });

  it('refuses an address taken while the link waited, changing nothing', async () => {
    const { fixture, token } = await asked('carol@example.com');
    await fixture.existingUser('carol@example.com', 'carol password');
    expect(await fixture.confirmEmailChange(token, null)).toEqual({ ok: false, error: { kind: 'EmailTaken' } });
    expect(fixture.store.users.get(fixture.ann.id)?.email).toBe('ann@example.com');
  });
});
