import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  GoalWithCurrency,
  TrackingCandidate,
  TrackingConfigSource,
} from '../../application/ports/tracking-config-source';
import type { DatabaseSchema } from './database-schema';
import { defaultCurrency, isCurrency } from '../../domain/websites/currency-rules';
import { conversionGoalOf } from './kysely-conversion-goal-repository';
import { devicesOfTests } from './test-devices';
import { isUuid } from './uuid';

type CandidateQuery = SelectQueryBuilder<
  DatabaseSchema,
  'pages' | 'tests' | 'users',
  {
    id: string;
    url: string;
    active: boolean;
    start_date: Date;
    end_date: Date;
    max_cases: number;
    test_sessions_count: number;
    test_sessions_remaining: number;
    email_confirmed_at: Date | null;
    shipped_variant_id: string | null;
  }
>;

/**
 * Three indexed reads: the active tests and shipped winners on the pages, or on every page of the website (with
 * their owner's balance), their variants, their devices.
 */
export class KyselyTrackingConfigSource implements TrackingConfigSource {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async dailyBudgetReached(websiteId: string, day: string): Promise<boolean> {
    if (!isUuid(websiteId)) return false;
    const row = await this.db
      .selectFrom('websites')
      .leftJoin('website_budget_days as d', (join) =>
        join.onRef('d.website_id', '=', 'websites.id').on('d.day', '=', sql<Date>`${day}::date`),
      )
      .select(['websites.daily_session_budget as budget', 'd.sessions'])
      .where('websites.id', '=', websiteId)
      .executeTakeFirst();
    return row?.budget !== null && row?.budget !== undefined && (row.sessions ?? 0) >= row.budget;
  }

  async websiteOrigins(websiteId: string): Promise<{ url: string; extraOrigins: readonly string[] } | null> {
    if (!isUuid(websiteId)) return null;
    const row = await this.db
      .selectFrom('websites')
      .select(['url', 'extra_origins'])
      .where('id', '=', websiteId)
      .executeTakeFirst();
    return row === undefined ? null : { url: row.url, extraOrigins: row.extra_origins };
  }

  async conversionGoalsOf(testIds: readonly string[]): Promise<readonly GoalWithCurrency[]> {
    const ids = testIds.filter(isUuid);
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('goals')
      .innerJoin('websites', 'websites.id', 'goals.website_id')
      .select([
        'goals.id',
        'goals.website_id',
        'goals.name',
        'goals.kind',
        'goals.url_match',
        'goals.target',
        'goals.amount_selector',
        'websites.currency',
      ])
      .where((eb) =>
        eb.or([
          eb('goals.id', 'in', eb.selectFrom('tests').select('goal_id').where('id', 'in', ids)),
          eb('goals.id', 'in', eb.selectFrom('test_goals').select('goal_id').where('test_id', 'in', ids)),
        ]),
      )
      .orderBy('goals.id')
      .execute();
    return rows.map((row) => ({
      ...conversionGoalOf(row),
      currency: isCurrency(row.currency) ? row.currency : defaultCurrency,
    }));
  }

  async activeTestsOn(websiteId: string, pageUrls: readonly string[] | null): Promise<TrackingCandidate[]> {
    if (!isUuid(websiteId) || pageUrls?.length === 0) return [];
    return this.candidates((query) =>
      query
        .where('pages.website_id', '=', websiteId)
        .$if(pageUrls !== null, (q) => q.where('pages.url', 'in', [...(pageUrls ?? [])]))
        .where((eb) => eb.or([eb('tests.active', '=', true), eb('tests.shipped_variant_id', 'is not', null)])),
    );
  }

  async previewedTest(websiteId: string, variantId: string): Promise<TrackingCandidate | null> {
    if (!isUuid(websiteId) || !isUuid(variantId)) return null;
    const [test] = await this.candidates((query) =>
      query
        .where('pages.website_id', '=', websiteId)
        .where('tests.id', 'in', (eb) => eb.selectFrom('variants').select('test_id').where('id', '=', variantId)),
    );
    return test ?? null;
  }

  /** The tests `filter` keeps, with their page, owner's balance, variants and devices. */
  private async candidates(filter: (query: CandidateQuery) => CandidateQuery): Promise<TrackingCandidate[]> {
    const tests = await filter(
      this.db
        .selectFrom('pages')
        .innerJoin('tests', 'tests.page_id', 'pages.id')
        .innerJoin('users', 'users.id', 'tests.user_id')
        .select([
          'tests.id',
          'pages.url',
          'tests.active',
          'tests.start_date',
          'tests.end_date',
          'tests.max_cases',
          'tests.test_sessions_count',
          'users.test_sessions_remaining',
          'users.email_confirmed_at',
          'tests.shipped_variant_id',
        ]),
    )
      .orderBy('tests.created_at')
      .orderBy('tests.id')
      .execute();
    if (tests.length === 0) return [];
    const ids = tests.map((t) => t.id);
    const variants = await this.db
      .selectFrom('variants')
      .select(['id', 'test_id', 'variant_no', 'traffic_allocation', 'css_code', 'js_code', 'page_redirect_url'])
      .where('test_id', 'in', ids)
      .execute();
    const devices = await devicesOfTests(this.db, ids);
    return tests.map((t) => ({
      testId: t.id,
      pageUrl: t.url,
      active: t.active,
      startDate: t.start_date,
      endDate: t.end_date,
      maxCases: t.max_cases,
      sessionsCount: t.test_sessions_count,
      ownerBalance: t.test_sessions_remaining,
      ownerEmailConfirmed: t.email_confirmed_at !== null,
      shippedVariantId: t.shipped_variant_id,
      devices: devices.get(t.id) ?? [],
      variants: variants
        .filter((v) => v.test_id === t.id)
        .map((v) => ({
          id: v.id,
          variantNo: v.variant_no,
          trafficAllocation: v.traffic_allocation,
          cssCode: v.css_code,
          jsCode: v.js_code,
          pageRedirectUrl: v.page_redirect_url,
        })),
    }));
  }
}
