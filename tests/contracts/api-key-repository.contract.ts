import { describe, expect, it } from 'vitest';
import type { ApiKey } from '../../domain/accounts/api-key';
import type { User } from '../../domain/accounts/user';
import type { ApiKeyId } from '../../domain/shared/ids';
import { aUser, anId } from './account-rows';
import type { TransactionHarness } from './transaction-harness';

/** Keys belong to a user, so the harness gives the users repository too, in one transaction. */
export type ApiKeyRepositoryHarness = TransactionHarness;

function aKey(user: User, createdAt: string, fields: Partial<ApiKey> = {}): ApiKey {
  return {
    id: anId() as ApiKeyId,
    userId: user.id,
    name: 'CI deploys',
    prefix: 'sp_live_abcd',
    scope: 'write',
    createdAt: new Date(createdAt),
    lastUsedAt: null,
    revokedAt: null,
    ...fields,
  };
}

/** What every ApiKeyRepository does, run against the in-memory fake and the Kysely adapter alike. */
export function apiKeyRepositoryContract(
  name: string,
  make: () => ApiKeyRepositoryHarness | Promise<ApiKeyRepositoryHarness>,
): void {
  describe(`ApiKeyRepository contract: ${name}`, () => {
    async function storedUser(harness: ApiKeyRepositoryHarness): Promise<User> {
      const user = aUser();
      await harness.run(({ users }) => users.insert(user));
      return user;
    }

    async function storedKey(
      harness: ApiKeyRepositoryHarness,
      user: User,
      createdAt = '2025-03-10T09:00:00.000Z',
      fields: Partial<ApiKey> = {},
    ): Promise<{ key: ApiKey; secretHash: string }> {
      const key = aKey(user, createdAt, fields);
      const secretHash = `hash-${anId()}`;
      await harness.run(({ apiKeys }) => apiKeys.insert(key, secretHash));
      return { key, secretHash };
    }

    const find = (harness: ApiKeyRepositoryHarness, secretHash: string): Promise<ApiKey | null> =>
      harness.run(({ apiKeys }) => apiKeys.findBySecretHash(secretHash));

    it('finds a stored key by the hash of its secret, and nothing for an unknown hash', async () => {
      const harness = await make();
      const { key, secretHash } = await storedKey(harness, await storedUser(harness));
      expect(await find(harness, secretHash)).toEqual(key);
      expect(await find(harness, `hash-${anId()}`)).toBeNull();
    });

    it.each(['read', 'write'] as const)("keeps a %s key's scope", async (scope) => {
      const harness = await make();
      const { key, secretHash } = await storedKey(harness, await storedUser(harness), undefined, { scope });
      expect((await find(harness, secretHash))?.scope).toBe(scope);
      expect(await harness.run(({ apiKeys }) => apiKeys.listForUser(key.userId))).toEqual([key]);
    });

    it("lists only the user's keys, newest first, revoked ones included", async () => {
      const harness = await make();
      const user = await storedUser(harness);
      const other = await storedUser(harness);
      const oldest = await storedKey(harness, user, '2025-03-01T09:00:00.000Z');
      const newest = await storedKey(harness, user, '2025-03-09T09:00:00.000Z');
      const revoked = await storedKey(harness, user, '2025-03-05T09:00:00.000Z', {
        revokedAt: new Date('2025-03-06T09:00:00.000Z'),
      });
      await storedKey(harness, other, '2025-03-07T09:00:00.000Z');
      const listed = await harness.run(({ apiKeys }) => apiKeys.listForUser(user.id));
      expect(listed).toEqual([newest.key, revoked.key, oldest.key]);
    });

    it('revokes the key, and a second revocation keeps the first time', async () => {
      const harness = await make();
      const user = await storedUser(harness);
      const { key, secretHash } = await storedKey(harness, user);
      const first = new Date('2025-03-11T09:00:00.000Z');
      const second = new Date('2025-03-12T09:00:00.000Z');
      expect(await harness.run(({ apiKeys }) => apiKeys.revoke(user.id, key.id, first))).toEqual({
        ...key,
        revokedAt: first,
      });
      expect(await harness.run(({ apiKeys }) => apiKeys.revoke(user.id, key.id, second))).toEqual({
        ...key,
        revokedAt: first,
      });
      expect((await find(harness, secretHash))?.revokedAt).toEqual(first);
    });

    it.each<[string, (owner: User, intruder: User, key: ApiKey) => [User, ApiKeyId]]>([
      ["another user's key", (_owner, intruder, key) => [intruder, key.id]],
      ['an unknown id', (owner) => [owner, anId() as ApiKeyId]],
      ['a malformed id', (owner) => [owner, 'not-a-uuid' as ApiKeyId]],
    ])('revokes nothing for %s', async (_name, pick) => {
      const harness = await make();
      const owner = await storedUser(harness);
      const intruder = await storedUser(harness);
      const { key, secretHash } = await storedKey(harness, owner);
      const [caller, id] = pick(owner, intruder, key);
      expect(await harness.run(({ apiKeys }) => apiKeys.revoke(caller.id, id, new Date()))).toBeNull();
      expect(await find(harness, secretHash)).toEqual(key);
    });

    it('records when a key was last used', async () => {
      const harness = await make();
      const { key, secretHash } = await storedKey(harness, await storedUser(harness));
      const usedAt = new Date('2025-03-10T12:34:56.789Z');
      await harness.run(({ apiKeys }) => apiKeys.markUsed(key.id, usedAt));
      expect(await find(harness, secretHash)).toEqual({ ...key, lastUsedAt: usedAt });
    });

    it('records a use at most once a minute: later uses within the minute write nothing', async () => {
      const harness = await make();
      const { key, secretHash } = await storedKey(harness, await storedUser(harness));
      const first = new Date('2025-03-10T12:00:00.000Z');
      const markUsed = (at: string) => harness.run(({ apiKeys }) => apiKeys.markUsed(key.id, new Date(at)));
      await markUsed('2025-03-10T12:00:00.000Z');
      await markUsed('2025-03-10T12:00:30.000Z');
      await markUsed('2025-03-10T12:00:59.999Z');
      expect((await find(harness, secretHash))?.lastUsedAt).toEqual(first);
      await markUsed('2025-03-10T12:01:00.000Z');
      expect((await find(harness, secretHash))?.lastUsedAt).toEqual(new Date('2025-03-10T12:01:00.000Z'));
    });

    it("deletes a user's keys with the user", async () => {
      const harness = await make();
      const user = await storedUser(harness);
      const { secretHash } = await storedKey(harness, user);
      await harness.run(({ users }) => users.delete(user.id));
      expect(await find(harness, secretHash)).toBeNull();
      expect(await harness.run(({ apiKeys }) => apiKeys.listForUser(user.id))).toEqual([]);
    });
  });
}
