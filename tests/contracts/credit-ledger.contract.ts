import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/accounts/user';
import type { CreditEntry, CreditReason } from '../../domain/sessions/credit-ledger';
import { aUser, anId } from './account-rows';
import type { TransactionHarness } from './transaction-harness';

/** The ledger needs a transaction (the real one locks the user's row) and a user to hold the balance. */
export type CreditLedgerHarness = TransactionHarness;

const at = new Date('2025-03-10T09:00:00.000Z');

function entry(user: User, reason: CreditReason, reference: string, amount: number): CreditEntry {
  return { id: anId(), userId: user.id, reason, reference, amount, createdAt: at };
}

/** What every CreditLedger does, run against the in-memory fake and the Kysely adapter alike. */
export function creditLedgerContract(
  name: string,
  make: () => CreditLedgerHarness | Promise<CreditLedgerHarness>,
): void {
  describe(`CreditLedger contract: ${name}`, () => {
    async function userWithBalance(harness: CreditLedgerHarness, balance: number): Promise<User> {
      const user = aUser();
      await harness.run(async ({ users, credits }) => {
        await users.insert(user);
        if (balance > 0) await credits.record(entry(user, 'signup', user.id, balance));
      });
      return user;
    }

    async function balanceOf(harness: CreditLedgerHarness, user: User): Promise<number | undefined> {
      return (await harness.run(({ users }) => users.findById(user.id)))?.testSessionsRemaining;
    }

    it('moves the balance by each amount and gives the balance after it', async () => {
      const harness = await make();
      const user = await userWithBalance(harness, 0);
      const steps: [CreditReason, number, number][] = [
        ['signup', 1000, 1000],
        ['session_usage', -1, 999],
        ['purchase', 500, 1499],
        ['refund', -499, 1000],
      ];
      for (const [reason, amount, expected] of steps) {
        const recorded = await harness.run(({ credits }) => credits.record(entry(user, reason, anId(), amount)));
        expect(recorded).toEqual({ balanceAfter: expected });
      }
      expect(await balanceOf(harness, user)).toBe(1000);
    });

    it('lets the balance reach exactly zero', async () => {
      const harness = await make();
      const user = await userWithBalance(harness, 3);
      const recorded = await harness.run(({ credits }) => credits.record(entry(user, 'session_usage', anId(), -3)));
      expect(recorded).toEqual({ balanceAfter: 0 });
      expect(await balanceOf(harness, user)).toBe(0);
    });

    it('ignores a replay of the same reason and reference, changing nothing', async () => {
      const harness = await make();
      const user = await userWithBalance(harness, 10);
      const checkout = `cs_${anId()}`;
      await harness.run(({ credits }) => credits.record(entry(user, 'purchase', checkout, 500)));
      const replay = await harness.run(({ credits }) => credits.record(entry(user, 'purchase', checkout, 500)));
      expect(replay).toBeNull();
      expect(await balanceOf(harness, user)).toBe(510);
    });

    it("ignores a replay of another user's reference for the same reason", async () => {
      const harness = await make();
      const ann = await userWithBalance(harness, 10);
      const bob = await userWithBalance(harness, 10);
      const checkout = `cs_${anId()}`;
      await harness.run(({ credits }) => credits.record(entry(ann, 'purchase', checkout, 5)));
      expect(await harness.run(({ credits }) => credits.record(entry(bob, 'purchase', checkout, 5)))).toBeNull();
      expect(await balanceOf(harness, bob)).toBe(10);
    });

    it('counts one reference under two reasons as two entries', async () => {
      const harness = await make();
      const user = await userWithBalance(harness, 10);
      const reference = `cs_${anId()}`;
      await harness.run(({ credits }) => credits.record(entry(user, 'purchase', reference, 100)));
      const refund = await harness.run(({ credits }) => credits.record(entry(user, 'refund', reference, -100)));
      expect(refund).toEqual({ balanceAfter: 10 });
    });

    it('ignores a replay of a spend even when the balance could no longer pay for it', async () => {
      const harness = await make();
      const user = await userWithBalance(harness, 5);
      const usage = entry(user, 'session_usage', anId(), -3);
      await harness.run(({ credits }) => credits.record(usage));
      expect(await harness.run(({ credits }) => credits.record({ ...usage, id: anId() }))).toBeNull();
      expect(await balanceOf(harness, user)).toBe(2);
    });

    it('refuses to take the balance below zero, storing nothing', async () => {
      const harness = await make();
      const user = await userWithBalance(harness, 1);
      const reference = anId();
      await expect(
        harness.run(({ credits }) => credits.record(entry(user, 'session_usage', reference, -2))),
      ).rejects.toThrow();
      expect(await balanceOf(harness, user)).toBe(1);
      // The refused entry left no trace: its reference still counts once the balance allows it.
      const retried = await harness.run(({ credits }) => credits.record(entry(user, 'session_usage', reference, -1)));
      expect(retried).toEqual({ balanceAfter: 0 });
    });

    it("deletes a user's entries with the user", async () => {
      const harness = await make();
      const gone = await userWithBalance(harness, 0);
      const stays = await userWithBalance(harness, 0);
      const reference = `adjust-${anId()}`;
      await harness.run(({ credits }) => credits.record(entry(gone, 'adjustment', reference, 7)));
      await harness.run(({ users }) => users.delete(gone.id));
      // Were the entry still there, this would be a replay.
      const recorded = await harness.run(({ credits }) => credits.record(entry(stays, 'adjustment', reference, 7)));
      expect(recorded).toEqual({ balanceAfter: 7 });
    });

    it('locks several balances at once, leaving out unknown users', async () => {
      const harness = await make();
      const a = await userWithBalance(harness, 5);
      const b = await userWithBalance(harness, 9);
      const unknown = aUser();
      const balances = await harness.run(({ credits }) => credits.lockBalances([b.id, a.id, unknown.id, a.id]));
      expect(balances).toEqual(
        new Map([
          [a.id, 5],
          [b.id, 9],
        ]),
      );
    });

    it("records spending for several users at once, each balance moved by its users' sum", async () => {
      const harness = await make();
      const a = await userWithBalance(harness, 5);
      const b = await userWithBalance(harness, 2);
      await harness.run(({ credits }) =>
        credits.recordSpending([
          entry(a, 'session_usage', anId(), -1),
          entry(b, 'session_usage', anId(), -1),
          entry(a, 'session_usage', anId(), -1),
          entry(b, 'session_usage', anId(), -1),
        ]),
      );
      expect([await balanceOf(harness, a), await balanceOf(harness, b)]).toEqual([3, 0]);
    });

    it('refuses spending that would take a balance below zero, storing none of it', async () => {
      const harness = await make();
      const a = await userWithBalance(harness, 1);
      await expect(
        harness.run(({ credits }) =>
          credits.recordSpending([entry(a, 'session_usage', anId(), -1), entry(a, 'session_usage', anId(), -1)]),
        ),
      ).rejects.toThrow();
      expect(await balanceOf(harness, a)).toBe(1);
    });
  });
}
