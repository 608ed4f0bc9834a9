import { describe, expect, it } from 'vitest';
import { KyselyGoalRepository } from '../../../adapters/persistence/kysely-goal-repository';
import { useTestDatabase } from '../../support/test-database';

describe('KyselyGoalRepository', () => {
  const testDb = useTestDatabase();

  it('lists the seeded goals with their ids', async () => {
    const goals = await new KyselyGoalRepository(testDb().database.db).listAll();
    expect(goals).toHaveLength(6);
    expect(goals[0]).toEqual({ id: 1, name: 'clicks' });
  });
});
