import { csvFileName, TableCsvDownload } from '../../components/tables/table-csv-download';
import { useId } from 'react';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import { formatLift } from '../../format/format-measure';
import type { TestResultsPageQuery } from '../../gql/graphql';
import { variantLetter } from './variant-letter';

type LiftOnDay = TestResultsPageQuery['testResults']['liftOverTime'][number];

const width = 640;
const height = 240;
const margin = { left: 48, right: 16, top: 12, bottom: 28 };

/** Lifts below −100% cannot happen (every goal metric is at least zero), so the band is cut there. */
const floor = (value: number): number => Math.max(-1, value);

/**
 * Each variant's cumulative lift over A day by day, inside its always-valid band: the band narrows as sessions come
 * in, and a day where it clears the line at 0% is a day the verdict could be read. The same figures follow as a table
 * for screen readers and for anyone who wants the numbers.
 */
export function LiftOverTimeChart({
  days,
  csvName,
}: {
  days: readonly LiftOnDay[];
  /** Offers the daily series as a CSV file named after this (the test's name); left out, no download. */
  csvName?: string;
}) {
  const tableId = useId();
  const dayList = [...new Set(days.map((d) => d.day))].sort();
  const variantNos = [...new Set(days.map((d) => d.variantNo))].sort((a, b) => a - b);
  const banded = days.filter((d) => d.lower !== null && d.upper !== null);
  if (dayList.length === 0) return null;
  const reach = Math.max(
    0.05,
    ...banded.flatMap((d) => [Math.abs(floor(d.lower ?? 0)), Math.abs(d.upper ?? 0)]),
    ...days.map((d) => Math.abs(d.lift ?? 0)),
  );
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const xOf = (day: string): number =>
    margin.left + (dayList.length === 1 ? plotWidth / 2 : (dayList.indexOf(day) / (dayList.length - 1)) * plotWidth);
  const yOf = (lift: number): number => margin.top + ((reach - lift) / (2 * reach)) * plotHeight;
  const last = dayList[dayList.length - 1] ?? '';
  const summary = variantNos
    .map((no) => {
      const latest = days.find((d) => d.variantNo === no && d.day === last);
      return latest === undefined || latest.lift === null
        ? null
        : `${variantLetter(no)} ${formatLift(latest.lift)} on ${last}`;
    })
    .filter((text): text is string => text !== null)
    .join(', ');
  return (
    <figure className="chart lift-over-time">
      <figcaption className="chart__title">Lift over A by day, with the always-valid band</figcaption>
      <svg
        className="chart__image"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`Cumulative lift over A for ${dayList.length === 1 ? '1 day' : `${dayList.length} days`}${summary === '' ? '' : `: ${summary}`}. The table below gives every day.`}
        aria-describedby={tableId}
      >
        <line className="chart__zero" x1={margin.left} x2={width - margin.right} y1={yOf(0)} y2={yOf(0)} />
        {variantNos.map((no, index) => {
          const series = days.filter((d) => d.variantNo === no).sort((a, b) => a.day.localeCompare(b.day));
          const band = series.filter((d) => d.lower !== null && d.upper !== null);
          const area =
            band.length === 0
              ? null
              : [
                  ...band.map((d) => `${xOf(d.day)},${yOf(d.upper ?? 0)}`),
                  ...[...band].reverse().map((d) => `${xOf(d.day)},${yOf(floor(d.lower ?? 0))}`),
                ].join(' ');
          const line = series.filter((d) => d.lift !== null).map((d) => `${xOf(d.day)},${yOf(d.lift ?? 0)}`);
          return (
            <g key={no} className={`lift-over-time__series lift-over-time__series--${index % 4}`}>
              {area !== null && band.length > 1 && <polygon className="lift-over-time__band" points={area} />}
              {band.length === 1 && band[0] !== undefined && (
                <line
                  className="lift-over-time__band-line"
                  x1={xOf(band[0].day)}
                  x2={xOf(band[0].day)}
                  y1={yOf(band[0].upper ?? 0)}
                  y2={yOf(floor(band[0].lower ?? 0))}
                />
              )}
              {line.length > 1 && <polyline className="lift-over-time__line" points={line.join(' ')} />}
              {series.map((d) =>
                d.lift === null ? null : <circle key={d.day} cx={xOf(d.day)} cy={yOf(d.lift)} r={3.5} />,
              )}
            </g>
          );
        })}
        <text x={margin.left - 6} y={yOf(reach)} textAnchor="end" dominantBaseline="hanging" className="chart__axis">
          {formatLift(reach)}
        </text>
        <text x={margin.left - 6} y={yOf(0)} textAnchor="end" dominantBaseline="middle" className="chart__axis">
          0%
        </text>
        <text x={margin.left - 6} y={yOf(-reach)} textAnchor="end" className="chart__axis">
          {formatLift(-reach)}
        </text>
        <text x={margin.left} y={height - 6} className="chart__axis">
          {dayList[0]}
        </text>
        {dayList.length > 1 && (
          <text x={width - margin.right} y={height - 6} textAnchor="end" className="chart__axis">
            {last}
          </text>
        )}
      </svg>
      <p className="chart__legend">
        {variantNos.map((no, index) => (
          <span key={no} className={`lift-over-time__key lift-over-time__series--${index % 4}`}>
            {variantLetter(no)}
          </span>
        ))}
      </p>
      <details className="lift-over-time__details">
        <summary>Lift by day as a table</summary>
        <TableScroll label="Lift over A by day">
          <table className="table results-table" id={tableId}>
            <caption>Cumulative lift over A at the end of each day (UTC), today so far</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Variant</th>
                <th scope="col">Sessions (with A)</th>
                <th scope="col">Lift</th>
                <th scope="col">Always-valid interval</th>
              </tr>
            </thead>
            <tbody>
              {dayList.flatMap((day) =>
                days
                  .filter((d) => d.day === day)
                  .sort((a, b) => a.variantNo - b.variantNo)
                  .map((d) => (
                    <tr key={`${day}-${d.variantNo}`}>
                      <th scope="row">{day}</th>
                      <td data-label="Variant">{variantLetter(d.variantNo)}</td>
                      <td className="results-table__number" data-label="Sessions (with A)">
                        {formatCount(d.sessions)}
                      </td>
                      <td className="results-table__number" data-label="Lift">
                        {d.lift === null ? '—' : formatLift(d.lift)}
                      </td>
                      <td className="results-table__number" data-label="Always-valid interval">
                        {d.lower === null || d.upper === null
                          ? '—'
                          : `${formatLift(floor(d.lower))} to ${formatLift(d.upper)}`}
                      </td>
                    </tr>
                  )),
              )}
            </tbody>
          </table>
        </TableScroll>
      </details>
      {csvName !== undefined && (
        <p>
          <TableCsvDownload
            tableId={tableId}
            fileName={csvFileName(csvName, 'lift by day')}
            label="Download the lift by day as CSV"
          />
        </p>
      )}
    </figure>
  );
}
