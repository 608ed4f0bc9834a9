import { describe, expect, it } from 'vitest';
import type { PasswordReset } from '../../domain/accounts/password-reset';
import type { User } from '../../domain/accounts/user';
import { aUser, anId } from './account-rows';
import type { TransactionHarness } from './transaction-harness';

/** Resets belong to a user, so the harness gives the users repository too, in one transaction. */
export type PasswordResetRepositoryHarness = TransactionHarness;

const requestedAt = new Date('2025-03-10T09:00:00.000Z');
const expiresAt = new Date('2025-03-10T10:00:00.000Z');

function aReset(user: User, fields: Partial<PasswordReset> = {}): PasswordReset {
  return { id: anId(), userId: user.id, expiresAt, usedAt: null, ...fields };
}

/** What every PasswordResetRepository does, run against the in-memory fake and the Kysely adapter alike. */
export function passwordResetRepositoryContract(
  name: string,
  make: () => PasswordResetRepositoryHarness | Promise<PasswordResetRepositoryHarness>,
): void {
  describe(`PasswordResetRepository contract: ${name}`, () => {
    async function storedUser(harness: PasswordResetRepositoryHarness): Promise<User> {
      const user = aUser();
      await harness.run(({ users }) => users.insert(user));
      return user;
    }

    async function storedReset(
      harness: PasswordResetRepositoryHarness,
      user: User,
      fields: Partial<PasswordReset> = {},
    ): Promise<{ reset: PasswordReset; tokenHash: string }> {
      const reset = aReset(user, fields);
      const tokenHash = `hash-${anId()}`;
      await harness.run(({ passwordResets }) => passwordResets.insert(reset, tokenHash, requestedAt));
      return { reset, tokenHash };
    }

    const find = (harness: PasswordResetRepositoryHarness, tokenHash: string): Promise<PasswordReset | null> =>
      harness.run(({ passwordResets }) => passwordResets.findByTokenHash(tokenHash));

    it('finds a stored reset by the hash of its token', async () => {
      const harness = await make();
      const { reset, tokenHash } = await storedReset(harness, await storedUser(harness));
      expect(await find(harness, tokenHash)).toEqual(reset);
    });

    it('finds nothing for an unknown hash', async () => {
      const harness = await make();
      expect(await find(harness, `hash-${anId()}`)).toBeNull();
    });

    it("uses every open reset of the user, keeps the time of one used before, and leaves other users' open", async () => {
      const harness = await make();
      const user = await storedUser(harness);
      const other = await storedUser(harness);
      const usedBefore = new Date('2025-03-10T09:10:00.000Z');
      const first = await storedReset(harness, user);
      const second = await storedReset(harness, user);
      const old = await storedReset(harness, user, { usedAt: usedBefore });
      const others = await storedReset(harness, other);
      const usedAt = new Date('2025-03-10T09:30:00.000Z');

      await harness.run(({ passwordResets }) => passwordResets.useAllForUser(first.reset, usedAt));

      expect(await find(harness, first.tokenHash)).toEqual({ ...first.reset, usedAt });
      expect(await find(harness, second.tokenHash)).toEqual({ ...second.reset, usedAt });
      expect(await find(harness, old.tokenHash)).toEqual({ ...old.reset, usedAt: usedBefore });
      expect(await find(harness, others.tokenHash)).toEqual(others.reset);
    });

    it("deletes a user's resets with the user", async () => {
      const harness = await make();
      const user = await storedUser(harness);
      const { tokenHash } = await storedReset(harness, user);
      await harness.run(({ users }) => users.delete(user.id));
      expect(await find(harness, tokenHash)).toBeNull();
    });
  });
}
