import type { Kysely, Selectable } from 'kysely';
import type { ConversionGoalRepository } from '../../application/ports/conversion-goal-repository';
import { triggerTarget, type ConversionGoal, type ConversionTrigger } from '../../domain/ab-tests/conversion-goal';
import type { GoalId } from '../../domain/ab-tests/goal';
import type { TestGoal } from '../../domain/ab-tests/test-goals';
import type { TestId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { DatabaseSchema, GoalsTable } from './database-schema';
import { isStorableGoalId } from './goal-id';
import { isUuid } from './uuid';

type GoalRow = Pick<
  Selectable<GoalsTable>,
  'id' | 'website_id' | 'name' | 'kind' | 'url_match' | 'target' | 'amount_selector'
>;

function triggerOf(row: GoalRow): ConversionTrigger {
  const target = row.target ?? '';
  switch (row.kind) {
    case 'page_visit':
      return { kind: 'page_visit', match: row.url_match ?? 'exact', url: target };
    case 'revenue_on_page':
      return {
        kind: 'revenue_on_page',
        match: row.url_match ?? 'exact',
        url: target,
        amountSelector: row.amount_selector ?? '',
      };
    case 'element_click':
    case 'form_submission':
      return { kind: row.kind, selector: target };
    default:
      return { kind: row.kind === 'revenue' ? 'revenue' : 'custom_event', event: target };
  }
}

/** A stored conversion goal as the domain has it. */
export function conversionGoalOf(row: GoalRow): ConversionGoal {
  return { id: row.id as GoalId, websiteId: row.website_id as WebsiteId, name: row.name, trigger: triggerOf(row) };
}

function columnsOf(goal: Omit<ConversionGoal, 'id'>) {
  const t = goal.trigger;
  return {
    website_id: goal.websiteId,
    name: goal.name,
    kind: t.kind,
    url_match: t.kind === 'page_visit' || t.kind === 'revenue_on_page' ? t.match : null,
    target: triggerTarget(t),
    amount_selector: t.kind === 'revenue_on_page' ? t.amountSelector : null,
  };
}

const goalColumns = [
  'goals.id',
  'goals.website_id',
  'goals.name',
  'goals.kind',
  'goals.url_match',
  'goals.target',
  'goals.amount_selector',
] as const;

export class KyselyConversionGoalRepository implements ConversionGoalRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private owned(userId: UserId) {
    return this.db
      .selectFrom('goals')
      .innerJoin('websites', 'websites.id', 'goals.website_id')
      .select(goalColumns)
      .where('websites.user_id', '=', userId);
  }

  async listForWebsite(userId: UserId, websiteId: WebsiteId): Promise<readonly ConversionGoal[]> {
    if (!isUuid(websiteId)) return [];
    const rows = await this.owned(userId).where('goals.website_id', '=', websiteId).orderBy('goals.name').execute();
    return rows.map(conversionGoalOf);
  }

  async findMany(userId: UserId, ids: readonly GoalId[]): Promise<readonly ConversionGoal[]> {
    const valid = ids.filter(isStorableGoalId);
    if (valid.length === 0) return [];
    return (await this.owned(userId).where('goals.id', 'in', valid).execute()).map(conversionGoalOf);
  }

  async countForWebsite(websiteId: WebsiteId): Promise<number> {
    const row = await this.db
      .selectFrom('goals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('website_id', '=', websiteId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async insert(goal: Omit<ConversionGoal, 'id'>): Promise<ConversionGoal | null> {
    const row = await this.db
      .insertInto('goals')
      .values(columnsOf(goal))
      .onConflict((oc) => oc.constraint('goals_website_name_unique').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row === undefined ? null : { ...goal, id: row.id as GoalId };
  }

  async update(goal: ConversionGoal): Promise<'updated' | 'taken'> {
    const taken = await this.db
      .selectFrom('goals')
      .select('id')
      .where('website_id', '=', goal.websiteId)
      .where('name', '=', goal.name)
      .where('id', '!=', goal.id)
      .executeTakeFirst();
    if (taken !== undefined) return 'taken';
    await this.db.updateTable('goals').set(columnsOf(goal)).where('id', '=', goal.id).execute();
    return 'updated';
  }

  async testsMeasuring(id: GoalId): Promise<number> {
    const row = await this.db
      .selectFrom('tests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where((eb) =>
        eb.or([
          eb('tests.goal_id', '=', id),
          eb.exists(
            eb
              .selectFrom('test_goals')
              .select('test_goals.test_id')
              .whereRef('test_goals.test_id', '=', 'tests.id')
              .where('test_goals.goal_id', '=', id),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async delete(id: GoalId): Promise<void> {
    await this.db.deleteFrom('goals').where('id', '=', id).where('website_id', 'is not', null).execute();
  }

  async secondaryGoalsOf(testIds: readonly TestId[]): Promise<ReadonlyMap<TestId, readonly TestGoal[]>> {
    const ids = testIds.filter(isUuid);
    const byTest = new Map<TestId, TestGoal[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byTest;
    const rows = await this.db
      .selectFrom('test_goals')
      .select(['test_id', 'goal_id', 'guardrail'])
      .where('test_id', 'in', ids)
      .orderBy('test_id')
      .orderBy('position')
      .execute();
    for (const row of rows)
      byTest.get(row.test_id as TestId)?.push({ goalId: row.goal_id as GoalId, guardrail: row.guardrail });
    return byTest;
  }

  async setSecondaryGoals(testId: TestId, goals: readonly TestGoal[]): Promise<void> {
    await this.db.deleteFrom('test_goals').where('test_id', '=', testId).execute();
    if (goals.length === 0) return;
    await this.db
      .insertInto('test_goals')
      .values(
        goals.map((goal, position) => ({ test_id: testId, goal_id: goal.goalId, position, guardrail: goal.guardrail })),
      )
      .execute();
  }
}
