import { describe, expect, it } from 'vitest';
import { KyselyTestResultsSource } from '../../../adapters/persistence/kysely-test-results-source';
import { goalCatalogue } from '../../../domain/ab-tests/goal-catalogue';
import type { TestId, UserId } from '../../../domain/shared/ids';
import { signUp } from '../../support/account-operations';
import { useTestApplication } from '../../support/test-application';
import { createWorkspace } from '../../support/workspace-operations';

/** Thrown to roll back a transaction that changed the goals table for one test only. */
class RollBack extends Error {}

/**
 * The code reads goals from the catalogue (domain/ab-tests/goal-catalogue.ts) and the database from the goals table
 * the migrations seed; tests reference that table by id. Should the two ever differ, this is what says so.
 */
describe('the goal catalogue and the goals table', () => {
  const testApp = useTestApplication();

  it('hold the same goals, id for id and name for name', async () => {
    const rows = await testApp().db.database.db.selectFrom('goals').select(['id', 'name']).orderBy('id').execute();
    expect(rows).toEqual(goalCatalogue.map(({ id, name }) => ({ id, name })));
  });

  it('refuses to read a test whose goal is in the table but not in the catalogue, rather than guess what it compares', async () => {
    const owner = await signUp(testApp().app);
    const { testId } = await createWorkspace(testApp().app, owner.token);
    const outcome = testApp()
      .db.database.db.transaction()
      .execute(async (trx) => {
        await trx.insertInto('goals').values({ id: 7, name: 'page views' }).execute();
        const test = await trx
          .updateTable('tests')
          .set({ goal_id: 7 })
          .where('id', '=', testId)
          .returning('user_id')
          .executeTakeFirstOrThrow();
        await new KyselyTestResultsSource(trx).rollupsOf(test.user_id as UserId, testId as TestId);
        throw new RollBack();
      });
    await expect(outcome).rejects.toThrow('Goal 7 is in the database but not in the goal catalogue');
    expect(await testApp().db.database.db.selectFrom('goals').select('id').execute()).toHaveLength(
      goalCatalogue.length,
    );
  });
});
