import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import { formatAverage, formatPercent, formatRate, formatSeconds } from '../../format/format-measure';
import type { Performance, VariantResults } from './results-data';
import { variantTitle } from './variant-letter';

interface Column {
  readonly heading: string;
  readonly cell: (performance: Performance) => string;
  /** Counted when the visitor enters the test, so known for a redirect variant too. */
  readonly atEntry?: boolean;
}

/** A redirect variant's visitors spend their visit on another page, where none of this is counted for the test. */
const notMeasured = 'Not measured';

/** SPEC §3's test performance per variant: how sessions went on the page. */
const engagement: readonly Column[] = [
  { heading: 'Sessions', cell: (p) => formatCount(p.sessions), atEntry: true },
  { heading: 'Clicks per session', cell: (p) => formatAverage(p.avgClicks) },
  { heading: 'Form submissions per session', cell: (p) => formatAverage(p.avgFormSubmits) },
  { heading: 'Scrolled down (average)', cell: (p) => formatPercent(p.avgScrolledDownPercentage) },
  { heading: 'Median time on page', cell: (p) => formatSeconds(p.medianTimeOnPage) },
  { heading: 'Bounce rate', cell: (p) => formatRate(p.bounceRate) },
];

/** And its button and form data. */
const buttonsAndForms: readonly Column[] = [
  { heading: 'Button clicks per session', cell: (p) => formatAverage(p.buttonData.avgClicks) },
  { heading: 'Button hovers per session', cell: (p) => formatAverage(p.buttonData.avgHovers) },
  { heading: 'Form clicks per session', cell: (p) => formatAverage(p.formData.avgClicks) },
  { heading: 'Form hovers per session', cell: (p) => formatAverage(p.formData.avgHovers) },
  { heading: 'Form submission rate', cell: (p) => formatRate(p.formData.submissionRate) },
  { heading: 'Median time in forms', cell: (p) => formatSeconds(p.formData.medianTimeSpent) },
];

function PerformanceTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: readonly Column[];
  rows: readonly VariantResults[];
  testId: string;
}) {
  return (
    <TableScroll label={caption}>
      <table className="table results-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            {columns.map((column) => (
              <th scope="col" key={column.heading}>
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ variant, performance }) => {
            const redirects = !variant.isControl && variant.pageRedirectUrl !== null;
            return (
              <tr key={variant.id} data-variant-no={variant.variantNo}>
                <th scope="row">{variantTitle(variant)}</th>
                {columns.map((column) => (
                  <td
                    className="results-table__number"
                    key={column.heading}
                    data-column={column.heading}
                    data-label={column.heading}
                  >
                    {redirects && column.atEntry !== true
                      ? notMeasured
                      : performance === null
                        ? '—'
                        : column.cell(performance)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function EngagementTable({ rows }: { rows: readonly VariantResults[] }) {
  return <PerformanceTable caption="Engagement" columns={engagement} rows={rows} testId="results-engagement" />;
}

export function ButtonsAndFormsTable({ rows }: { rows: readonly VariantResults[] }) {
  return (
    <PerformanceTable
      caption="Buttons and forms"
      columns={buttonsAndForms}
      rows={rows}
      testId="results-buttons-forms"
    />
  );
}
