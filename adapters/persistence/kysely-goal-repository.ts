import type { Kysely } from 'kysely';
import type { GoalRepository } from '../../application/ports/goal-repository';
import type { Goal, GoalId } from '../../domain/ab-tests/goal';
import type { DatabaseSchema } from './database-schema';

/** The engagement goals: the catalogue rows, which belong to no website. */
export class KyselyGoalRepository implements GoalRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listAll(): Promise<readonly Goal[]> {
    const rows = await this.db
      .selectFrom('goals')
      .select(['id', 'name'])
      .where('website_id', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({ id: row.id as GoalId, name: row.name }));
  }
}
