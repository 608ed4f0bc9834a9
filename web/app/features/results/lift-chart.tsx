import { formatLift } from '../../format/format-measure';

export interface LiftRow {
  readonly label: string;
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
}

const rowHeight = 32;
const labelWidth = 40;
const width = 320;
const padding = 12;

/**
 * Each variant's lift over the control with its 95% interval, around a line at no change: an interval clear of
 * the line on the right is a variant doing better. The scale reaches as far left as right, so that both read alike,
 * but never below −100%: no goal metric is below zero, so no variant can do worse than that.
 */
export function LiftChart({ rows }: { rows: readonly LiftRow[] }) {
  if (rows.length === 0) return null;
  const reach = Math.max(0.05, ...rows.flatMap((row) => [Math.abs(row.lower), Math.abs(row.upper)]));
  const low = Math.max(-1, -reach);
  const plotWidth = width - labelWidth - 2 * padding;
  const xOf = (change: number): number => labelWidth + padding + ((change - low) / (reach - low)) * plotWidth;
  const height = rows.length * rowHeight + 20;
  const description = `Lift over A with its 95% interval: ${rows
    .map((row) => `${row.label} ${formatLift(row.estimate)} (${formatLift(row.lower)} to ${formatLift(row.upper)})`)
    .join(', ')}`;
  return (
    <figure className="chart">
      <figcaption className="chart__title">Lift over A, with its 95% interval</figcaption>
      <svg className="chart__image" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={description}>
        <line className="chart__zero" x1={xOf(0)} x2={xOf(0)} y1={0} y2={rows.length * rowHeight} />
        {rows.map((row, index) => {
          const y = index * rowHeight + rowHeight / 2;
          const side = row.lower > 0 ? 'better' : row.upper < 0 ? 'worse' : 'unclear';
          return (
            <g key={row.label} className={`chart__interval chart__interval--${side}`}>
              <text x={0} y={y} dominantBaseline="middle" className="chart__label">
                {row.label}
              </text>
              <line x1={xOf(row.lower)} x2={xOf(row.upper)} y1={y} y2={y} />
              <circle cx={xOf(row.estimate)} cy={y} r={5} />
            </g>
          );
        })}
        <text x={xOf(low)} y={height - 4} className="chart__axis">
          {formatLift(low)}
        </text>
        <text x={xOf(0)} y={height - 4} textAnchor="middle" className="chart__axis">
          0%
        </text>
        <text x={xOf(reach)} y={height - 4} textAnchor="end" className="chart__axis">
          {formatLift(reach)}
        </text>
      </svg>
    </figure>
  );
}
