import { describe, expect, it } from 'vitest';
import { makeChangePassword } from '../../../application/accounts/change-password';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import type { Viewer } from '../../../domain/accounts/viewer';
import { accountsFixture, okValue, viewerOf } from './accounts-fixture';

const password = 'ann password';
const newPassword = 'a brand new passphrase';

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com', password);
  const identifyBearer = makeIdentifyBearer(fixture);
  const phone = await fixture.tokens.issue(ann.id, fixture.clock.now());
  return { ...fixture, ann, phone, identifyBearer, changePassword: makeChangePassword(fixture) };
}

describe('changing the password while signed in', () => {
  it('sets the new password, ends every earlier session, starts one for the caller and tells the owner', async () => {
    const fixture = await setup();
    fixture.clock.advance(1_000);
    const session = okValue(
      await fixture.changePassword(viewerOf(fixture.ann), { currentPassword: password, newPassword }),
    );
    const stored = fixture.store.users.get(fixture.ann.id);
    expect(await fixture.hasher.verify(stored?.passwordHash ?? '', newPassword)).toBe(true);
    expect(await fixture.hasher.verify(stored?.passwordHash ?? '', password)).toBe(false);
    expect(await fixture.identifyBearer(fixture.phone.token)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'signed-out' },
    });
    expect(session.id).toBe(fixture.ann.id);
    expect((await fixture.identifyBearer(session.token)).ok).toBe(true);
    expect(fixture.mailer.sent.map((message) => [message.to, message.subject])).toEqual([
      ['ann@example.com', 'Your Splitpenny password was changed'],
    ]);
  });

  it.each<[string, Partial<{ currentPassword: string; newPassword: string }>, string]>([
    ['a wrong current password', { currentPassword: 'wrong password' }, 'WrongPassword'],
    ['the current password again', { newPassword: password }, 'SamePassword'],
  ])('refuses %s and changes nothing', async (_name, input, kind) => {
    const fixture = await setup();
    const refused = await fixture.changePassword(viewerOf(fixture.ann), {
      currentPassword: password,
      newPassword,
      ...input,
    });
    expect(refused).toEqual({ ok: false, error: { kind } });
    expect(fixture.store.users.get(fixture.ann.id)).toEqual(fixture.ann);
    expect((await fixture.identifyBearer(fixture.phone.token)).ok).toBe(true);
    expect(fixture.mailer.sent).toEqual([]);
  });

  it.each<[string, (fixture: Awaited<ReturnType<typeof setup>>) => Viewer]>([
    ['an API key', ({ ann }) => ({ userId: ann.id, via: 'api-key', scope: 'write' })],
    ['the visual editor', ({ ann }) => ({ userId: ann.id, via: 'visual-editor', variantId: 'v' as never })],
  ])('is not for %s, even with the right password', async (_name, viewerFor) => {
    const fixture = await setup();
    const refused = await fixture.changePassword(viewerFor(fixture), { currentPassword: password, newPassword });
    expect(refused).toEqual({ ok: false, error: { kind: 'SignedInOwnerOnly' } });
    expect(fixture.store.users.get(fixture.ann.id)).toEqual(fixture.ann);
  });

  it('answers UserNotFound for an account that no longer exists', async () => {
    const fixture = await setup();
    await fixture.uow.run(({ users }) => users.delete(fixture.ann.id));
    expect(await fixture.changePassword(viewerOf(fixture.ann), { currentPassword: password, newPassword })).toEqual({
      ok: false,
      error: { kind: 'UserNotFound' },
    });
  });
});
