export interface Bar {
  readonly label: string;
  readonly value: number;
  /** The value as the page writes it ("1.50", "25.6%"). */
  readonly text: string;
}

const barHeight = 28;
const gap = 10;
const labelWidth = 40;
const width = 320;
const valueRoom = 80;

/**
 * One metric across the variants as horizontal bars, scaled to the largest. Drawn as an image with a text
 * alternative that carries every figure, since the table beside it has them too.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const plotWidth = width - labelWidth - valueRoom;
  const height = bars.length * (barHeight + gap) - gap;
  const description = `${title}: ${bars.map((bar) => `${bar.label} ${bar.text}`).join(', ')}`;
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <svg className="chart__image" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={description}>
        {bars.map((bar, index) => {
          const y = index * (barHeight + gap);
          const length = largest > 0 ? (Math.max(0, bar.value) / largest) * plotWidth : 0;
          return (
            <g key={bar.label} className={index === 0 ? 'chart__bar chart__bar--control' : 'chart__bar'}>
              <text x={0} y={y + barHeight / 2} dominantBaseline="middle" className="chart__label">
                {bar.label}
              </text>
              <rect x={labelWidth} y={y} width={Math.max(length, 1)} height={barHeight} rx={3} />
              <text
                x={labelWidth + length + 6}
                y={y + barHeight / 2}
                dominantBaseline="middle"
                className="chart__value"
              >
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
