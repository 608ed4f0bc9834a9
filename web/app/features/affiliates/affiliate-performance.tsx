import { useSuspenseQuery } from '@tanstack/react-query';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import { affiliateMetricsQueryOptions } from './affiliate-queries';

const caption = 'Referrals by signup date, and visits through your link';

interface PeriodRow {
  readonly period: string;
  readonly free: number;
  readonly paying: number;
  readonly visits: number;
}

/**
 * Who the link has brought: referrals still on free sessions and those who have paid, in all and over recent
 * periods (by signup date), beside the visits through the link over the same periods.
 */
export function AffiliatePerformance() {
  const { affiliatePerformanceMetrics: referrals, affiliateSessionMetrics: visits } =
    useSuspenseQuery(affiliateMetricsQueryOptions()).data;
  const rows: readonly PeriodRow[] = [
    {
      period: 'Last 7 days',
      free: referrals.freeReferralsLastWeek,
      paying: referrals.payingReferralsLastWeek,
      visits: visits.lastWeek,
    },
    {
      period: 'Last month',
      free: referrals.freeReferralsLastMonth,
      paying: referrals.payingReferralsLastMonth,
      visits: visits.lastMonth,
    },
    {
      period: 'Last 3 months',
      free: referrals.freeReferralsLastQuarter,
      paying: referrals.payingReferralsLastQuarter,
      visits: visits.lastQuarter,
    },
    {
      period: 'Last 12 months',
      free: referrals.freeReferralsLastYear,
      paying: referrals.payingReferralsLastYear,
      visits: visits.lastYear,
    },
    { period: 'All time', free: referrals.freeReferrals, paying: referrals.payingReferrals, visits: visits.total },
  ];

  return (
    <section className="account-section" aria-labelledby="affiliate-performance-heading">
      <h2 id="affiliate-performance-heading">Performance</h2>
      <dl className="affiliate-figures">
        <div className="affiliate-figures__item">
          <dt>Referrals</dt>
          <dd>{formatCount(referrals.totalReferrals)}</dd>
        </div>
        <div className="affiliate-figures__item">
          <dt>Paying</dt>
          <dd>{formatCount(referrals.payingReferrals)}</dd>
        </div>
        <div className="affiliate-figures__item">
          <dt>Free</dt>
          <dd>{formatCount(referrals.freeReferrals)}</dd>
        </div>
        <div className="affiliate-figures__item">
          <dt>Link visits</dt>
          <dd>{formatCount(visits.total)}</dd>
        </div>
      </dl>
      <TableScroll label={caption}>
        <table className="table">
          <caption className="affiliate-table__caption">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col" className="workspace-table__number">
                Free referrals
              </th>
              <th scope="col" className="workspace-table__number">
                Paying referrals
              </th>
              <th scope="col" className="workspace-table__number">
                Link visits
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.period}>
                <th scope="row">{row.period}</th>
                <td className="workspace-table__number" data-label="Free referrals">
                  {formatCount(row.free)}
                </td>
                <td className="workspace-table__number" data-label="Paying referrals">
                  {formatCount(row.paying)}
                </td>
                <td className="workspace-table__number" data-label="Link visits">
                  {formatCount(row.visits)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
