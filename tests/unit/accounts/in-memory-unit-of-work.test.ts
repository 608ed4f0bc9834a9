import { describe, expect, it } from 'vitest';
import { newUser } from '../../../domain/accounts/user';
import type { ApiKeyId, UserId } from '../../../domain/shared/ids';
import { unitOfWorkContract } from '../../contracts/unit-of-work.contract';
import { InMemoryUnitOfWork } from '../../support/fakes/in-memory-unit-of-work';
import { sequentialUuid } from '../../support/fakes/sequential-id-generator';

unitOfWorkContract('in memory', () => new InMemoryUnitOfWork());

const now = new Date('2025-03-10T09:00:00.000Z');
const owner = newUser({
  id: sequentialUuid(1) as UserId,
  email: 'ann@example.com',
  passwordHash: 'hashed:secret',
  directAffiliateSignup: false,
  createdAt: now,
});

async function storeWithOwner(): Promise<InMemoryUnitOfWork> {
  const uow = new InMemoryUnitOfWork();
  await uow.run(async ({ users, credits }) => {
    await users.insert(owner);
    await credits.record({
      id: sequentialUuid(2),
      userId: owner.id,
      reason: 'signup',
      reference: owner.id,
      amount: 10,
      createdAt: now,
    });
  });
  return uow;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The fake's rollback is what lets use-case tests say "a failure changed nothing", so it must cover every table. */
describe('in-memory unit of work', () => {
  it('rolls back users, ledger entries, reset links and API keys alike', async () => {
    const uow = await storeWithOwner();
    const before = uow.store.snapshot();
    const work = uow.run(async ({ users, credits, passwordResets, apiKeys }) => {
      await credits.record({
        id: sequentialUuid(3),
        userId: owner.id,
        reason: 'purchase',
        reference: 'cs_1',
        amount: 5,
        createdAt: now,
      });
      await passwordResets.insert(
        { id: sequentialUuid(4), userId: owner.id, expiresAt: now, usedAt: null },
        'h:reset',
        now,
      );
      const key = {
        id: sequentialUuid(5) as ApiKeyId,
        userId: owner.id,
        name: 'CI',
        prefix: 'sp_live_0001',
        scope: 'write' as const,
        createdAt: now,
        lastUsedAt: null,
        revokedAt: null,
      };
      await apiKeys.insert(key, 'h:key');
      await users.changeEmail(owner.id, 'renamed@example.com');
      await users.delete(owner.id);
      throw new Error('failed');
    });
    await expect(work).rejects.toThrow('failed');
    expect(uow.store.snapshot()).toEqual(before);
  });

  it("rolls back one run without undoing another run's writes made meanwhile", async () => {
    const uow = await storeWithOwner();
    const entered = deferred();
    const release = deferred();
    const failing = uow.run(async ({ users }) => {
      await users.changeEmail(owner.id, 'temporary@example.com');
      entered.resolve();
      await release.promise;
      throw new Error('failed');
    });
    await entered.promise;
    const succeeding = uow.run(({ credits }) =>
      credits.record({
        id: sequentialUuid(3),
        userId: owner.id,
        reason: 'purchase',
        reference: 'cs_1',
        amount: 5,
        createdAt: now,
      }),
    );
    release.resolve();
    await expect(failing).rejects.toThrow('failed');
    expect(await succeeding).toEqual({ balanceAfter: 15 });
    expect(uow.store.users.get(owner.id)).toEqual({ ...owner, testSessionsRemaining: 15 });
  });
});
