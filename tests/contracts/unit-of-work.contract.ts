import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../../application/ports/unit-of-work';
import { aUser, anId } from './account-rows';

/** What every UnitOfWork does, run against the in-memory fake and the Kysely adapter alike. */
export function unitOfWorkContract(name: string, make: () => UnitOfWork | Promise<UnitOfWork>): void {
  describe(`UnitOfWork contract: ${name}`, () => {
    it("keeps the work's writes when it returns, and gives back its value", async () => {
      const uow = await make();
      const user = aUser();
      expect(await uow.run(({ users }) => users.insert(user))).toBe(true);
      expect(await uow.run(({ users }) => users.findById(user.id))).toEqual(user);
    });

    it('undoes every write of the work when it throws, and passes the error on', async () => {
      const uow = await make();
      const user = aUser();
      const existing = aUser();
      await uow.run(({ users }) => users.insert(existing));
      const failure = new Error('the work failed half way');
      const work = uow.run(async ({ users, credits }) => {
        await users.insert(user);
        await credits.record({
          id: anId(),
          userId: user.id,
          reason: 'signup',
          reference: user.id,
          amount: 1000,
          createdAt: new Date(),
        });
        await users.changePassword(existing.id, 'changed-hash');
        throw failure;
      });
      await expect(work).rejects.toBe(failure);
      expect(await uow.run(({ users }) => users.findById(user.id))).toBeNull();
      expect(await uow.run(({ users }) => users.findById(existing.id))).toEqual(existing);
    });
  });
}
