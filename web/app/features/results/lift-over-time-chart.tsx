import { useId } from 'react';
import { csvFileName, TableCsvDownload } from '../../components/tables/table-csv-download';
import { TableScroll } from '../../components/tables/table-scroll';
import { formatCount } from '../../format/format-count';
import { formatLift } from '../../format/format-measure';
import type { TestResultsPageQuery } from '../../gql/graphql';
import { variantLetter } from './variant-letter';

type LiftOnDay = TestResultsPageQuery['testResults']['liftOverTime'][number];

/** Room for the axis labels on the left and each series' letter on the right. */
const margin = { left: 48, right: 28, top: 10, bottom: 24 };
const plotHeight = 120;
/** A day's width: a week fills a phone's width, a month a laptop's; a single day is a narrow column, not a wall. */
const dayWidth = 56;
const widest = 640;
/** Labels closer than this (px) are moved apart, so near-identical series keep their letters readable. */
const labelGap = 12;

/** Lifts below −100% cannot happen (every goal metric is at least zero), so the band is cut there. */
const floor = (value: number): number => Math.max(-1, value);

/** The shape each series is drawn with, so the series are told apart without their colours. */
export const seriesMarkers = ['circle', 'square', 'triangle', 'diamond'] as const;
type Marker = (typeof seriesMarkers)[number];

/** The marker's name for the legend: "B, squares". */
const markerNames: Record<Marker, string> = {
  circle: 'circles',
  square: 'squares',
  triangle: 'triangles',
  diamond: 'diamonds',
};

const markerOf = (index: number): Marker => seriesMarkers[index % seriesMarkers.length] ?? 'circle';

function MarkerShape({ marker, x, y, size = 4 }: { marker: Marker; x: number; y: number; size?: number }) {
  switch (marker) {
    case 'circle':
      return <circle cx={x} cy={y} r={size} />;
    case 'square':
      return <rect x={x - size} y={y - size} width={2 * size} height={2 * size} />;
    case 'triangle':
      return <polygon points={`${x},${y - size - 1} ${x + size + 1},${y + size} ${x - size - 1},${y + size}`} />;
    case 'diamond':
      return <polygon points={`${x},${y - size - 1} ${x + size + 1},${y} ${x},${y + size + 1} ${x - size - 1},${y}`} />;
  }
}

/** Each label's y, moved apart where two would overlap, in the order given (top to bottom). */
function spreadLabels(ys: readonly number[]): number[] {
  const order = ys.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed: number[] = [];
  for (const item of order) {
    const previous = placed.at(-1);
    placed.push(previous === undefined ? item.y : Math.max(item.y, previous + labelGap));
  }
  const result = [...ys];
  order.forEach((item, rank) => {
    result[item.index] = placed[rank] ?? item.y;
  });
  return result;
}

/**
 * Each variant's cumulative lift over A day by day, inside its always-valid band: the band narrows as sessions come
 * in, and a day where it clears the line at 0% is a day the verdict could be read. The chart is as wide as its days
 * need, each series in its own colour and marker with its letter at its end; the same figures follow as a table,
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
  if (dayList.length === 0) return null;
  const banded = days.filter((d) => d.lower !== null && d.upper !== null);
  const reach = Math.max(
    0.05,
    ...banded.flatMap((d) => [Math.abs(floor(d.lower ?? 0)), Math.abs(d.upper ?? 0)]),
    ...days.map((d) => Math.abs(d.lift ?? 0)),
  );
  const low = Math.max(-1, -reach);
  const plotWidth = Math.min(widest - margin.left - margin.right, dayWidth * Math.max(1, dayList.length - 1));
  const width = margin.left + plotWidth + margin.right;
  const height = margin.top + plotHeight + margin.bottom;
  const xOf = (day: string): number =>
    margin.left + (dayList.length === 1 ? plotWidth / 2 : (dayList.indexOf(day) / (dayList.length - 1)) * plotWidth);
  const yOf = (lift: number): number => margin.top + ((reach - lift) / (reach - low)) * plotHeight;
  const last = dayList[dayList.length - 1] ?? '';
  const latest = variantNos.map((no) => days.find((d) => d.variantNo === no && d.day === last) ?? null);
  const labelYs = spreadLabels(latest.map((d) => yOf(d?.lift ?? 0)));
  const summary = latest
    .map((d) => (d === null || d.lift === null ? null : `${variantLetter(d.variantNo)} ${formatLift(d.lift)}`))
    .filter((text): text is string => text !== null)
    .join(', ');
  const dayCount = dayList.length === 1 ? '1 day' : `${dayList.length} days`;
  return (
    <figure className="chart lift-over-time">
      <figcaption className="chart__title">Cumulative lift over A by day, with the always-valid band</figcaption>
      <svg
        className="chart__image lift-over-time__image"
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-label={`Cumulative lift over A for ${dayCount}${summary === '' ? '' : `, on ${last}: ${summary}`}. The table below gives every day.`}
        aria-describedby={tableId}
      >
        <line className="chart__zero" x1={margin.left} x2={margin.left + plotWidth} y1={yOf(0)} y2={yOf(0)} />
        {variantNos.map((no, index) => {
          const series = days.filter((d) => d.variantNo === no).sort((a, b) => a.day.localeCompare(b.day));
          const band = series.filter((d) => d.lower !== null && d.upper !== null);
          const area =
            band.length < 2
              ? null
              : [
                  ...band.map((d) => `${xOf(d.day)},${yOf(d.upper ?? 0)}`),
                  ...[...band].reverse().map((d) => `${xOf(d.day)},${yOf(floor(d.lower ?? 0))}`),
                ].join(' ');
          const line = series.filter((d) => d.lift !== null).map((d) => `${xOf(d.day)},${yOf(d.lift ?? 0)}`);
          const end = latest[index];
          // A single day's bands would sit on one another: each is nudged aside so every one shows.
          const nudge = dayList.length === 1 ? (index - (variantNos.length - 1) / 2) * 8 : 0;
          return (
            <g key={no} className={`lift-over-time__series lift-over-time__series--${index % 4}`}>
              {area !== null && <polygon className="lift-over-time__band" points={area} />}
              {band.length === 1 && band[0] !== undefined && (
                <line
                  className="lift-over-time__band-line"
                  x1={xOf(band[0].day) + nudge}
                  x2={xOf(band[0].day) + nudge}
                  y1={yOf(band[0].upper ?? 0)}
                  y2={yOf(floor(band[0].lower ?? 0))}
                />
              )}
              {line.length > 1 && <polyline className="lift-over-time__line" points={line.join(' ')} />}
              {series.map((d) =>
                d.lift === null ? null : (
                  <MarkerShape key={d.day} marker={markerOf(index)} x={xOf(d.day) + nudge} y={yOf(d.lift)} />
                ),
              )}
              {end !== null && end !== undefined && end.lift !== null && (
                <text
                  x={xOf(last) + nudge + 8}
                  y={labelYs[index] ?? yOf(end.lift)}
                  dominantBaseline="middle"
                  className="lift-over-time__letter"
                >
                  {variantLetter(no)}
                </text>
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
        <text x={margin.left - 6} y={yOf(low)} textAnchor="end" className="chart__axis">
          {formatLift(low)}
        </text>
        <text
          x={dayList.length === 1 ? margin.left + plotWidth / 2 : margin.left}
          y={height - 6}
          textAnchor={dayList.length === 1 ? 'middle' : 'start'}
          className="chart__axis"
        >
          {dayList[0]}
        </text>
        {dayList.length > 1 && (
          <text x={margin.left + plotWidth} y={height - 6} textAnchor="end" className="chart__axis">
            {last}
          </text>
        )}
      </svg>
      <ul className="chart__legend" aria-label="Series">
        {variantNos.map((no, index) => (
          <li key={no} className={`lift-over-time__key lift-over-time__series--${index % 4}`}>
            <svg viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
              <MarkerShape marker={markerOf(index)} x={6} y={6} />
            </svg>
            {variantLetter(no)}
            <span className="visually-hidden">, {markerNames[markerOf(index)]}</span>
          </li>
        ))}
      </ul>
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
