import { defaultCurrency, isCurrency } from '../../domain/websites/currency-rules';
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { TestView } from '../../application/workspace/ab-tests/test-view';
import type { TestRepository } from '../../application/ports/test-repository';
import type { Test } from '../../domain/ab-tests/test';
import type { GoalId } from '../../domain/ab-tests/goal';
import { targetDeviceFromId, targetDeviceId, type TargetDevice } from '../../domain/ab-tests/target-device';
import type { TestId, PageId, UserId, WebsiteId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
import { toVariant } from './kysely-variant-repository';
import { isUuid } from './uuid';
import { defaultWhenDecided, isWhenDecided } from '../../domain/ab-tests/when-decided';

export class KyselyTestRepository implements TestRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The owner's tests (of one website when given) joined with their page, website and goal. */
  private owned(userId: UserId, websiteId: WebsiteId | null = null) {
    const query = this.db
      .selectFrom('tests')
      .innerJoin('pages', 'pages.id', 'tests.page_id')
      .innerJoin('websites', 'websites.id', 'pages.website_id')
      .innerJoin('goals', 'goals.id', 'tests.goal_id')
      .innerJoin('users', 'users.id', 'tests.user_id')
      .where('tests.user_id', '=', userId);
    return websiteId === null ? query : query.where('pages.website_id', '=', websiteId);
  }

  /**
   * Each test with its target devices and its variants folded into JSON arrays of its own row: one statement for one
   * test or a whole list, however many variants each has (the test page and the results page show them all).
   */
  private rows(userId: UserId, websiteId: WebsiteId | null = null) {
    return this.owned(userId, websiteId).select((eb) => [
      'tests.id',
      'tests.user_id',
      'tests.page_id',
      'tests.name',
      'tests.description',
      'tests.active',
      'tests.goal_id',
      'tests.start_date',
      'tests.end_date',
      'tests.max_cases',
      'tests.minimum_lift_percent',
      'tests.when_decided',
      'tests.test_sessions_count',
      'tests.created_at',
      'tests.last_modified',
      'tests.stopped_at',
      'tests.shipped_variant_id',
      'users.test_sessions_remaining',
      'users.email_confirmed_at',
      'pages.url as page_url',
      'pages.website_id',
      'websites.url as website_url',
      'websites.currency as website_currency',
      'goals.name as goal_name',
      jsonArrayFrom(
        eb
          .selectFrom('test_target_devices as d')
          .select('d.device_id')
          .whereRef('d.test_id', '=', 'tests.id')
          .orderBy('d.device_id'),
      ).as('devices'),
      jsonArrayFrom(
        eb.selectFrom('variants as v').selectAll('v').whereRef('v.test_id', '=', 'tests.id').orderBy('v.variant_no'),
      ).as('variants'),
    ]);
  }

  async listAll(userId: UserId, websiteId: WebsiteId | null): Promise<TestView[]> {
    const rows = await this.rows(userId, websiteId)
      .orderBy('tests.last_modified', 'desc')
      .orderBy('tests.id')
      .execute();
    return rows.map(toTestView);
  }

  async find(userId: UserId, id: TestId): Promise<TestView | null> {
    if (!isUuid(id)) return null;
    const row = await this.rows(userId).where('tests.id', '=', id).executeTakeFirst();
    return row === undefined ? null : toTestView(row);
  }

  async insert(test: Test): Promise<void> {
    await this.db
      .insertInto('tests')
      .values({
        id: test.id,
        user_id: test.userId,
        page_id: test.pageId,
        name: test.name,
        description: test.description,
        active: test.active,
        goal_id: test.goalId,
        start_date: test.startDate,
        end_date: test.endDate,
        max_cases: test.maxCases,
        minimum_lift_percent: test.minimumLiftPercent,
        when_decided: test.whenDecided,
        test_sessions_count: test.testSessionsCount,
        created_at: test.createdAt,
        last_modified: test.lastModified,
      })
      .execute();
    await this.writeDevices(test.id, test.targetDevices);
  }

  async lockForChange(userId: UserId, id: TestId): Promise<boolean> {
    if (!isUuid(id)) return false;
    const row = await this.db
      .selectFrom('tests')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  async saveDetails(test: Test): Promise<void> {
    await this.db
      .updateTable('tests')
      .set({
        name: test.name,
        description: test.description,
        goal_id: test.goalId,
        start_date: test.startDate,
        end_date: test.endDate,
        max_cases: test.maxCases,
        minimum_lift_percent: test.minimumLiftPercent,
        when_decided: test.whenDecided,
        last_modified: test.lastModified,
      })
      .where('user_id', '=', test.userId)
      .where('id', '=', test.id)
      .execute();
    await this.db.deleteFrom('test_target_devices').where('test_id', '=', test.id).execute();
    await this.writeDevices(test.id, test.targetDevices);
  }

  async setTargetDevices(userId: UserId, id: TestId, devices: readonly TargetDevice[], at: Date): Promise<boolean> {
    if (!(await this.touch(userId, id, { last_modified: at }))) return false;
    await this.db.deleteFrom('test_target_devices').where('test_id', '=', id).execute();
    await this.writeDevices(id, devices);
    return true;
  }

  setActive(userId: UserId, id: TestId, active: boolean, at: Date): Promise<boolean> {
    // Starting a test again takes back an earlier stop and shipped winner: it is tested again.
    const decisions = active ? { stopped_at: null, shipped_variant_id: null } : {};
    return this.touch(userId, id, { active, ...decisions, last_modified: at });
  }

  stop(userId: UserId, id: TestId, at: Date): Promise<boolean> {
    return this.touch(userId, id, { active: false, stopped_at: at, last_modified: at });
  }

  async ship(userId: UserId, id: TestId, variantId: string | null, at: Date): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .updateTable('tests')
      .set((eb) => ({
        active: false,
        shipped_variant_id: variantId,
        stopped_at: eb.fn.coalesce('stopped_at', eb.val(at)),
        last_modified: at,
      }))
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async resetCollectedData(userId: UserId, id: TestId, at: Date): Promise<boolean> {
    // The test row is locked first (by touch), so enrolments into it wait until its data is gone.
    if (!(await this.touch(userId, id, { test_sessions_count: 0, last_modified: at }))) return false;
    await this.db.deleteFrom('tracking_sessions').where('test_id', '=', id).execute();
    await this.db.deleteFrom('variant_metric_totals').where('test_id', '=', id).execute();
    await this.db.deleteFrom('variant_metric_histograms').where('test_id', '=', id).execute();
    // The marks of changes to what the results measured go with the results they split.
    await this.db.deleteFrom('test_changes').where('test_id', '=', id).execute();
    return true;
  }

  async delete(userId: UserId, id: TestId): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .deleteFrom('tests')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  async capMaxCases(userId: UserId, cap: number, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('tests')
      .set({ max_cases: cap, last_modified: now })
      .where('user_id', '=', userId)
      .where('max_cases', '>', cap)
      .where('end_date', '>', now)
      .whereRef('test_sessions_count', '<', 'max_cases')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  private async touch(
    userId: UserId,
    id: TestId,
    changes: {
      active?: boolean;
      test_sessions_count?: number;
      stopped_at?: Date | null;
      shipped_variant_id?: string | null;
      last_modified: Date;
    },
  ): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.db
      .updateTable('tests')
      .set(changes)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  private async writeDevices(id: TestId, devices: readonly TargetDevice[]): Promise<void> {
    if (devices.length === 0) return;
    await this.db
      .insertInto('test_target_devices')
      .values(devices.map((device) => ({ test_id: id, device_id: targetDeviceId(device) })))
      .execute();
  }
}

type Row = Awaited<ReturnType<ReturnType<KyselyTestRepository['rows']>['executeTakeFirstOrThrow']>>;

function toTestView(row: Row): TestView {
  // JSON carries the variants' timestamps as text.
  const variants = row.variants.map((v) =>
    toVariant({ ...v, created_at: new Date(v.created_at), last_modified: new Date(v.last_modified) }),
  );
  return {
    id: row.id as TestId,
    userId: row.user_id as UserId,
    pageId: row.page_id as PageId,
    name: row.name,
    description: row.description,
    active: row.active,
    goalId: row.goal_id as GoalId,
    startDate: row.start_date,
    endDate: row.end_date,
    maxCases: row.max_cases,
    minimumLiftPercent: row.minimum_lift_percent,
    whenDecided: isWhenDecided(row.when_decided) ? row.when_decided : defaultWhenDecided,
    testSessionsCount: row.test_sessions_count,
    createdAt: row.created_at,
    lastModified: row.last_modified,
    targetDevices: row.devices.map((d) => targetDeviceFromId(d.device_id)).filter((d): d is TargetDevice => d !== null),
    websiteId: row.website_id as WebsiteId,
    websiteUrl: row.website_url,
    currency: isCurrency(row.website_currency) ? row.website_currency : defaultCurrency,
    pageUrl: row.page_url,
    goalName: row.goal_name,
    variants,
    variantRedirectUrls: variants.flatMap((v) => (v.pageRedirectUrl === null ? [] : [v.pageRedirectUrl])),
    stoppedAt: row.stopped_at,
    shippedVariantId: row.shipped_variant_id,
    ownerBalance: row.test_sessions_remaining,
    ownerEmailConfirmed: row.email_confirmed_at !== null,
  };
}
