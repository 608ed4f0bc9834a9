import { sql, type Kysely } from 'kysely';
import type { AffiliateReports, AffiliateSession, ReferralCounts } from '../../application/ports/affiliate-reports';
import type { PagedList, Paging } from '../../application/paging';
import type { AffiliateTransaction, AffiliateTransactionType } from '../../domain/affiliates/affiliate-transaction';
import type { PeriodCounts, ReportingPeriods } from '../../domain/affiliates/reporting-periods';
import type { ReferralSummary } from '../../domain/affiliates/referral';
import type { UserId } from '../../domain/shared/ids';
import type { DatabaseSchema } from './database-schema';
import { toAffiliateTransaction } from './kysely-affiliate-repository';
import { isUuid } from './uuid';

const noCounts: PeriodCounts = { lastWeek: 0, lastMonth: 0, lastQuarter: 0, lastYear: 0, total: 0 };

interface CountRow {
  readonly last_week: string | number;
  readonly last_month: string | number;
  readonly last_quarter: string | number;
  readonly last_year: string | number;
  readonly total: string | number;
}

/** The affiliate pages' reads, each filtered by the affiliate in the query itself. */
export class KyselyAffiliateReports implements AffiliateReports {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async referrals(affiliateId: UserId, paging: Paging): Promise<PagedList<ReferralSummary>> {
    if (!isUuid(affiliateId)) return { items: [], total: 0 };
    const own = this.db.selectFrom('referrals as r').where('r.affiliate_id', '=', affiliateId);
    const [rows, count] = await Promise.all([
      own
        .select((eb) => [
          'r.id',
          'r.created_at',
          eb
            .selectFrom('checkouts as c')
            .select((c) => c.fn.min('c.completed_at').as('first'))
            .whereRef('c.user_id', '=', 'r.user_id')
            .where('c.status', '=', 'completed')
            .as('conversion_date'),
          eb
            .selectFrom('checkouts as c')
            // What the referred user paid and kept paid: less refunds, and less disputes not won.
            .select(
              sql<string>`coalesce(sum(c.amount_minor - c.refunded_minor - coalesce((select sum(d.amount_minor) from payment_disputes d where d.checkout_id = c.id and d.status <> 'won'), 0)), 0)`.as(
                'paid',
              ),
            )
            .whereRef('c.user_id', '=', 'r.user_id')
            .where('c.status', '=', 'completed')
            .as('total_payments'),
          eb
            .selectFrom('affiliate_transactions as t')
            .select(sql<string>`coalesce(sum(t.amount_minor), 0)`.as('earned'))
            .whereRef('t.referred_user_id', '=', 'r.user_id')
            .whereRef('t.affiliate_id', '=', 'r.affiliate_id')
            .where('t.type', '=', 'COMMISSION')
            .as('total_commissions'),
        ])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .limit(paging.limit)
        .offset(paging.skip)
        .execute(),
      own.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        dateCreated: row.created_at,
        conversionDate: row.conversion_date === null ? null : new Date(row.conversion_date),
        totalPaymentsMinor: Number(row.total_payments ?? 0),
        totalCommissionsMinor: Number(row.total_commissions ?? 0),
      })),
      total: Number(count.n),
    };
  }

  async referralCounts(affiliateId: UserId, periods: ReportingPeriods): Promise<ReferralCounts> {
    if (!isUuid(affiliateId)) return { free: noCounts, paying: noCounts };
    const counted = (paying: boolean) => sql<CountRow>`
      select ${periodCounts(periods, sql`r.created_at`)}
      from referrals r
      where r.affiliate_id = ${affiliateId}
        and ${paying ? sql`` : sql`not`} exists (
          select 1 from checkouts c where c.user_id = r.user_id and c.status = 'completed'
        )`;
    const [free, paying] = await Promise.all([counted(false).execute(this.db), counted(true).execute(this.db)]);
    return { free: toCounts(free.rows[0]), paying: toCounts(paying.rows[0]) };
  }

  async sessionCounts(affiliateId: UserId, periods: ReportingPeriods): Promise<PeriodCounts> {
    if (!isUuid(affiliateId)) return noCounts;
    const result = await sql<CountRow>`
      select ${periodCounts(periods, sql`s.created_at`)}
      from affiliate_sessions s
      where s.affiliate_id = ${affiliateId}`.execute(this.db);
    return toCounts(result.rows[0]);
  }

  async sessions(affiliateId: UserId, paging: Paging): Promise<PagedList<AffiliateSession>> {
    if (!isUuid(affiliateId)) return { items: [], total: 0 };
    const own = this.db.selectFrom('affiliate_sessions').where('affiliate_id', '=', affiliateId);
    const [rows, count] = await Promise.all([
      own
        .select(['id', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(paging.limit)
        .offset(paging.skip)
        .execute(),
      own.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => ({ id: row.id, createdAt: row.created_at })), total: Number(count.n) };
  }

  async transactions(
    affiliateId: UserId,
    paging: Paging,
    type: AffiliateTransactionType | null,
  ): Promise<PagedList<AffiliateTransaction>> {
    if (!isUuid(affiliateId)) return { items: [], total: 0 };
    let own = this.db.selectFrom('affiliate_transactions').where('affiliate_id', '=', affiliateId);
    if (type !== null) own = own.where('type', '=', type);
    const [rows, count] = await Promise.all([
      own.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(paging.limit).offset(paging.skip).execute(),
      own.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(toAffiliateTransaction), total: Number(count.n) };
  }
}

function periodCounts(periods: ReportingPeriods, column: ReturnType<typeof sql>) {
  return sql`
    count(*) filter (where ${column} >= ${periods.lastWeek}) as last_week,
    count(*) filter (where ${column} >= ${periods.lastMonth}) as last_month,
    count(*) filter (where ${column} >= ${periods.lastQuarter}) as last_quarter,
    count(*) filter (where ${column} >= ${periods.lastYear}) as last_year,
    count(*) as total`;
}

function toCounts(row: CountRow | undefined): PeriodCounts {
  if (row === undefined) return noCounts;
  return {
    lastWeek: Number(row.last_week),
    lastMonth: Number(row.last_month),
    lastQuarter: Number(row.last_quarter),
    lastYear: Number(row.last_year),
    total: Number(row.total),
  };
}
