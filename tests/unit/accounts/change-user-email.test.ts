import { describe, expect, it } from 'vitest';
import { makeChangeUserEmail } from '../../../application/accounts/change-user-email';
import type { UserId } from '../../../domain/shared/ids';
import { sequentialUuid } from '../../support/fakes/sequential-id-generator';
import { accountsFixture, okValue, viewerOf } from './accounts-fixture';

const password = 'ann password';

async function setup() {
  const fixture = accountsFixture();
  const ann = await fixture.existingUser('ann@example.com', password);
  const bob = await fixture.existingUser('bob@example.com', 'bob password');
  const changeUserEmail = makeChangeUserEmail(fixture);
  return { ...fixture, ann, bob, changeUserEmail };
}

describe('change user email', () => {
  it.each<[string, string, string]>([
    ['a new address', 'ann.new@example.com', 'ann.new@example.com'],
    ['a new address typed with capitals and spaces', '  Ann.New@Example.COM ', 'ann.new@example.com'],
    ['the same address', 'ann@example.com', 'ann@example.com'],
    ['the same address in capitals', 'ANN@example.com', 'ann@example.com'],
  ])('changes to %s, stored normalised', async (_name, newEmail, expected) => {
    const fixture = await setup();
    const user = okValue(await fixture.changeUserEmail(viewerOf(fixture.ann), { newEmail, currentPassword: password }));
    expect(user).toEqual({
      ...fixture.ann,
      email: expected,
      hasEnteredPaymentDetails: false,
      cardNearingExpiry: false,
    });
    expect(fixture.store.users.get(fixture.ann.id)).toEqual({ ...fixture.ann, email: expected });
    expect(fixture.store.users.get(fixture.bob.id)).toEqual(fixture.bob);
  });

  it.each<[string, string, string, string]>([
    ['a wrong current password', 'ann.new@example.com', 'wrong', 'WrongPassword'],
    // The password is checked first, so that a stranger at an open laptop cannot probe which emails exist.
    ["a wrong password and another user's email", 'bob@example.com', 'wrong', 'WrongPassword'],
    ["another user's email", 'bob@example.com', password, 'EmailTaken'],
    ["another user's email in capitals", ' BOB@Example.com', password, 'EmailTaken'],
  ])('refuses %s, changing nothing', async (_name, newEmail, currentPassword, kind) => {
    const fixture = await setup();
    const before = fixture.store.snapshot();
    expect(await fixture.changeUserEmail(viewerOf(fixture.ann), { newEmail, currentPassword })).toEqual({
      ok: false,
      error: { kind },
    });
    expect(fixture.store.snapshot()).toEqual(before);
  });

  it('answers UserNotFound for an account that no longer exists', async () => {
    const fixture = await setup();
    const viewer = { userId: sequentialUuid(99) as UserId, via: 'access-token' } as const;
    expect(await fixture.changeUserEmail(viewer, { newEmail: 'x@example.com', currentPassword: password })).toEqual({
      ok: false,
      error: { kind: 'UserNotFound' },
    });
  });

  it('frees the old address for someone else', async () => {
    const fixture = await setup();
    okValue(
      await fixture.changeUserEmail(viewerOf(fixture.ann), {
        newEmail: 'ann.new@example.com',
        currentPassword: password,
      }),
    );
    expect(await fixture.uow.run(({ users }) => users.findByEmail('ann@example.com'))).toBeNull();
    const bob = okValue(
      await fixture.changeUserEmail(viewerOf(fixture.bob), {
        newEmail: 'ann@example.com',
        currentPassword: 'bob password',
      }),
    );
    expect(bob.email).toBe('ann@example.com');
  });
});
