import { describe, expect, it } from 'vitest';
import { makeCreateApiKey } from '../../../application/accounts/api-keys';
import { makeCreateUser } from '../../../application/accounts/create-user';
import { makeDeleteUser } from '../../../application/accounts/delete-user';
import { makeIdentifyBearer } from '../../../application/accounts/identify-bearer';
import { makeSendPasswordResetEmail } from '../../../application/accounts/send-password-reset-email';
import type { UserId } from '../../../domain/shared/ids';
import type { AccountsSnapshot } from '../../support/fakes/in-memory-accounts-store';
import { accountsFixture, appUrl, okValue, type AccountsFixture } from './accounts-fixture';

/** An account with everything an owner can have: a ledger entry, a reset link, an API key, a session. */
async function fullAccount(fixture: AccountsFixture, email: string) {
  const createUser = makeCreateUser({ ...fixture, signupSessions: 1000, appUrl });
  const session = okValue(
    await createUser({ email, password: 'a long enough passphrase', directAffiliateSignup: false }),
  );
  const viewer = { userId: session.id as UserId, via: 'access-token' } as const;
  await makeSendPasswordResetEmail({ ...fixture, appUrl })({ email });
  const { secret } = await makeCreateApiKey(fixture)(viewer, { name: 'CI', scope: 'write' });
  return { viewer, token: session.token, secret };
}

/** The rows of one user, in every table. */
function rowsOf(snapshot: AccountsSnapshot, userId: string): unknown[] {
  return [
    ...snapshot.users.filter((user) => user.id === userId),
    ...snapshot.creditEntries.filter((entry) => entry.userId === userId),
    ...snapshot.passwordResets.filter((stored) => stored.reset.userId === userId),
    ...snapshot.apiKeys.filter((stored) => stored.key.userId === userId),
  ];
}

describe('delete user', () => {
  it('removes the account and everything it owns, and leaves other accounts as they were', async () => {
    const fixture = accountsFixture();
    const ann = await fullAccount(fixture, 'ann@example.com');
    const bob = await fullAccount(fixture, 'bob@example.com');
    const bobsRows = rowsOf(fixture.store.snapshot(), bob.viewer.userId);
    expect(rowsOf(fixture.store.snapshot(), ann.viewer.userId)).toHaveLength(5);

    expect(await makeDeleteUser(fixture)(ann.viewer)).toEqual({ ok: true, value: undefined });

    expect(rowsOf(fixture.store.snapshot(), ann.viewer.userId)).toEqual([]);
    expect(rowsOf(fixture.store.snapshot(), bob.viewer.userId)).toEqual(bobsRows);
  });

  it("ends the deleted owner's sessions and API keys, not other owners'", async () => {
    const fixture = accountsFixture();
    const ann = await fullAccount(fixture, 'ann@example.com');
    const bob = await fullAccount(fixture, 'bob@example.com');
    okValue(await makeDeleteUser(fixture)(ann.viewer));
    const identifyBearer = makeIdentifyBearer(fixture);

    expect(await identifyBearer(ann.token)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'account-deleted' },
    });
    expect(await identifyBearer(ann.secret)).toEqual({
      ok: false,
      error: { kind: 'Unauthenticated', reason: 'unknown-api-key' },
    });
    expect((await identifyBearer(bob.token)).ok).toBe(true);
    expect((await identifyBearer(bob.secret)).ok).toBe(true);
  });

  it('answers UserNotFound for an account that does not exist, or no longer does', async () => {
    const fixture = accountsFixture();
    const ann = await fullAccount(fixture, 'ann@example.com');
    const deleteUser = makeDeleteUser(fixture);
    okValue(await deleteUser(ann.viewer));
    expect(await deleteUser(ann.viewer)).toEqual({ ok: false, error: { kind: 'UserNotFound' } });
  });
});
