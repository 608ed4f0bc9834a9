import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import type { UserId } from '../../../domain/shared/ids';
import { aUser } from '../../contracts/account-rows';
import { storedUkBankDetails } from '../../support/bank-details-fixture';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { runCli } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';

/** A commission that qualified yesterday, of `amountMinor` pence. */
function qualifiedCommission(affiliateId: UserId, amountMinor: number) {
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  return {
    id: randomUUID(),
    affiliateId,
    type: 'COMMISSION' as const,
    amountMinor,
    reference: `commission:seed-${randomUUID()}`,
    referredUserId: null,
    checkoutId: null,
    payoutId: null,
    createdAt: new Date(yesterday.getTime() - 90 * 24 * 60 * 60 * 1000),
    qualifiesAt: yesterday,
  };
}

describe(`splitpenny payout on ${testDialect()}`, () => {
  let db: CliDatabase;
  let dir: string;
  const bankAffiliate = aUser();
  const stripeAffiliate = aUser();
  const smallAffiliate = aUser();
  beforeAll(async () => {
    db = await cliDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'splitpenny-payout-'));
    await db.use((database) =>
      new KyselyUnitOfWork(database.db).run(async ({ users, affiliates, payouts }) => {
        for (const user of [bankAffiliate, stripeAffiliate, smallAffiliate]) await users.insert(user);
        await affiliates.record(qualifiedCommission(bankAffiliate.id, 2_700));
        await affiliates.record(qualifiedCommission(stripeAffiliate.id, 1_234));
        await affiliates.record(qualifiedCommission(smallAffiliate.id, 999));
        await payouts.addBankDetails(bankAffiliate.id, storedUkBankDetails, new Date());
        await payouts.addBankDetails(smallAffiliate.id, storedUkBankDetails, new Date());
        await payouts.keepPayoutAccount(stripeAffiliate.id, `local_acct_${randomUUID()}`);
        const account = await payouts.optionsOf(stripeAffiliate.id);
        await payouts.setPayoutAccountEnabled(account?.payoutAccount?.id ?? '', true);
      }),
    );
  });
  afterAll(async () => {
    await db.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const paymentsOf = (affiliateId: string) =>
    db.use((database) =>
      database.db
        .selectFrom('affiliate_transactions')
        .select(['amount_minor'])
        .where('affiliate_id', '=', affiliateId)
        .where('type', '=', 'PAYMENT')
        .execute(),
    );

  it('says who would be paid on a dry run, and pays nobody', async () => {
    const file = path.join(dir, 'dry-run.csv');
    const run = await runCli(['payout', '--dry-run', '--csv', file], db.env);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('3 of 3 affiliate(s) checked, 2 payouts, done in');
    expect(run.stdout).toContain('Would pay 2 payouts worth £39.34');
    expect(run.stdout).toContain(`${bankAffiliate.id}  bank     £27.00`);
    expect(run.stdout).toContain(`${stripeAffiliate.id}  Stripe   £12.34`);
    expect(run.stdout).toContain('Dry run: nothing was changed.');
    expect(await paymentsOf(bankAffiliate.id)).toEqual([]);
    await expect(readFile(file)).rejects.toThrow('ENOENT');
  });

  it('prints one JSON document with --json on a dry run, and pays nobody', async () => {
    const run = await runCli(['payout', '--dry-run', '--json'], db.env);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      dryRun: true,
      affiliatesChecked: 3,
      payouts: [{ affiliateId: stripeAffiliate.id, method: 'connected-account', amountMinor: 1_234 }],
      transferred: { count: 0, amountMinor: 0 },
      exported: { count: 0, amountMinor: 0, batch: null },
      bankSkipped: 1,
      failures: [],
    });
    expect(await paymentsOf(stripeAffiliate.id)).toEqual([]);
  });

  it('pays through Stripe, leaves bank transfers for a run with a file, and fails on a file it cannot write', async () => {
    const noFile = await runCli(['payout'], db.env);
    expect(noFile.code).toBe(0);
    expect(noFile.stdout).toContain('Paid 1 payout worth £12.34');
    expect(noFile.stdout).toContain('1 affiliate(s) paid by bank transfer were left for a run with --csv FILE.');
    expect(await paymentsOf(stripeAffiliate.id)).toEqual([{ amount_minor: -1_234 }]);

    const badFile = await runCli(['payout', '--csv', path.join(dir, 'no-such-folder', 'batch.csv')], db.env);
    expect(badFile.code).toBe(1);
    expect(badFile.stdout).toMatch(/FAILED .* \(affiliate .*\): .*ENOENT.*; will be retried by the next run\./);
    expect(badFile.stderr).toContain('1 payout failed: see above. Running the command again is safe.');
  });

  it('writes the waiting bank transfer once, and a rerun pays nobody twice', async () => {
    const file = path.join(dir, 'batch.csv');
    const run = await runCli(['payout', '--csv', file], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Bank transfers: 1, £27.00, written to ${file}.`);
    const csv = await readFile(file, 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(2);
    expect(csv).toContain(',Ada,Lovelace,Bank of Example,GB,123456,12345678,,,27.00,GBP,SPLITPENNY ');

    const again = await runCli(['payout', '--csv', path.join(dir, 'again.csv')], db.env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Paid 0 payouts worth £0.00');
    expect(again.stdout).toContain('Bank transfers: none written.');
    expect(await paymentsOf(bankAffiliate.id)).toEqual([{ amount_minor: -2_700 }]);
    expect(await paymentsOf(smallAffiliate.id)).toEqual([]);
  });
});
