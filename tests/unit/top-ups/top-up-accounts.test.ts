import { describe, expect, it } from 'vitest';
import { makeTopUpAccounts, type TopUpProgress } from '../../../application/top-ups/top-up-accounts';
import type { User } from '../../../domain/accounts/user';
import type { TopUpMonth } from '../../../domain/top-ups/monthly-top-up';
import { accountsFixture, type AccountsFixture } from '../accounts/accounts-fixture';

const november = '2026-11' as TopUpMonth;
const december = '2026-12' as TopUpMonth;

async function accountWithBalance(fixture: AccountsFixture, email: string, balance: number): Promise<User> {
  const user = await fixture.existingUser(email);
  if (balance > 0) {
    await fixture.uow.run(({ credits }) =>
      credits.record({
        id: fixture.ids.next(),
        userId: user.id,
        reason: 'adjustment',
        reference: `${user.id}`,
        amount: balance,
        createdAt: fixture.clock.now(),
      }),
    );
  }
  return user;
}

function balanceOf(fixture: AccountsFixture, user: User): number | undefined {
  return fixture.store.users.get(user.id)?.testSessionsRemaining;
}

async function setup(batchSize = 500) {
  const fixture = accountsFixture();
  const low = await accountWithBalance(fixture, 'low@example.com', 150);
  const empty = await accountWithBalance(fixture, 'empty@example.com', 0);
  const full = await accountWithBalance(fixture, 'full@example.com', 200);
  const rich = await accountWithBalance(fixture, 'rich@example.com', 900);
  const topUpAccounts = makeTopUpAccounts({ ...fixture, level: 200, batchSize });
  return { fixture, low, empty, full, rich, topUpAccounts };
}

describe('top up accounts', () => {
  it('gives an account whose address nobody confirmed nothing, however low its balance', async () => {
    const { fixture, topUpAccounts } = await setup();
    const unconfirmed = await accountWithBalance(fixture, 'unconfirmed@example.com', 0);
    fixture.store.users.set(unconfirmed.id, { ...unconfirmed, emailConfirmedAt: null });
    const report = await topUpAccounts({ month: november, dryRun: false });
    expect(report).toMatchObject({ accountsChecked: 2, accountsToppedUp: 2, sessionsAdded: 250 });
    expect(balanceOf(fixture, unconfirmed)).toBe(0);
  });

  it('brings every account below the level up to it, and leaves the others alone', async () => {
    const { fixture, low, empty, full, rich, topUpAccounts } = await setup();
    const report = await topUpAccounts({ month: november, dryRun: false });
    expect(report).toEqual({
      month: november,
      level: 200,
      dryRun: false,
      accountsChecked: 2,
      accountsToppedUp: 2,
      sessionsAdded: 250,
    });
    expect([low, empty, full, rich].map((u) => balanceOf(fixture, u))).toEqual([200, 200, 200, 900]);
    const entries = fixture.store.creditEntries.filter((e) => e.reason === 'monthly_topup');
    expect(entries.map((e) => [e.userId, e.amount, e.reference])).toEqual([
      [low.id, 50, `topup:2026-11:${low.id}`],
      [empty.id, 200, `topup:2026-11:${empty.id}`],
    ]);
  });

  it('adds nothing when run again in the same month, even after the account has spent', async () => {
    const { fixture, low, topUpAccounts } = await setup();
    await topUpAccounts({ month: november, dryRun: false });
    await fixture.uow.run(({ credits }) =>
      credits.record({
        id: fixture.ids.next(),
        userId: low.id,
        reason: 'session_usage',
        reference: 'visit-1',
        amount: -120,
        createdAt: fixture.clock.now(),
      }),
    );
    const again = await topUpAccounts({ month: november, dryRun: false });
    expect(again.sessionsAdded).toBe(0);
    expect(balanceOf(fixture, low)).toBe(80);

    const nextMonth = await topUpAccounts({ month: december, dryRun: false });
    expect(nextMonth.sessionsAdded).toBe(120);
    expect(balanceOf(fixture, low)).toBe(200);
  });

  it('says what it would add on a dry run, and changes nothing', async () => {
    const { fixture, low, empty, topUpAccounts } = await setup();
    const before = fixture.store.snapshot();
    const report = await topUpAccounts({ month: november, dryRun: true });
    expect(report).toMatchObject({ dryRun: true, accountsToppedUp: 2, sessionsAdded: 250 });
    expect(fixture.store.snapshot()).toEqual(before);
    expect([balanceOf(fixture, low), balanceOf(fixture, empty)]).toEqual([150, 0]);
  });

  it('a dry run after this month’s top-up says nothing more would be added', async () => {
    const { topUpAccounts } = await setup();
    await topUpAccounts({ month: november, dryRun: false });
    expect((await topUpAccounts({ month: november, dryRun: true })).sessionsAdded).toBe(0);
  });

  it('works through the accounts in batches, reporting progress after each account, out of the total', async () => {
    const { topUpAccounts } = await setup(1);
    const progress: TopUpProgress[] = [];
    await topUpAccounts({ month: november, dryRun: false, onProgress: (p) => progress.push(p) });
    expect(progress.map((p) => p.accountsChecked)).toEqual([1, 2]);
    expect(progress.at(-1)).toEqual({ accountsChecked: 2, accountsTotal: 2, accountsToppedUp: 2, sessionsAdded: 250 });
  });
});
