// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LiftChart } from '../../../web/app/features/results/lift-chart';
import { LiftOverTimeChart } from '../../../web/app/features/results/lift-over-time-chart';

afterEach(cleanup);

describe('the lift chart', () => {
  it('runs its axis no lower than −100%, however far up an interval reaches', () => {
    const { container } = render(<LiftChart rows={[{ label: 'B', estimate: 0.4, lower: -1, upper: 5.519 }]} />);
    const axis = [...container.querySelectorAll('.chart__axis')].map((label) => label.textContent);
    expect(axis).toEqual(['−100.0%', '0%', '+551.9%']);
  });
});

const today = '2027-03-20';
const day = (variantNo: number, lift: number) => ({
  day: today,
  variantNo,
  sessions: 800,
  lift,
  lower: lift - 0.3,
  upper: lift + 0.3,
});

describe('the lift by day', () => {
  it('draws one day small, each variant in its own colour, marker and letter, with an axis no lower than −100%', () => {
    const { container } = render(
      <LiftOverTimeChart days={[day(1, 0.05), day(2, 0.06), day(3, -0.9)]} csvName="Buttons" />,
    );
    const chart = screen.getByRole('img', { name: /^Cumulative lift over A for 1 day, on 2027-03-20: B \+5\.0%/ });
    expect(Number(chart.getAttribute('height'))).toBeLessThanOrEqual(160);
    expect(Number(chart.getAttribute('width'))).toBeLessThanOrEqual(160);
    const series = [...container.querySelectorAll('.lift-over-time__series')];
    expect(series.map((g) => g.getAttribute('class')?.match(/--\d/)?.[0])).toEqual(['--0', '--1', '--2']);
    // Not by colour alone: a circle, a square and a triangle, and each series' letter at its end.
    expect(series.map((g) => g.querySelector('circle, rect, polygon:not(.lift-over-time__band)')?.tagName)).toEqual([
      'circle',
      'rect',
      'polygon',
    ]);
    expect(series.map((g) => g.querySelector('.lift-over-time__letter')?.textContent)).toEqual(['B', 'C', 'D']);
    // B and C are 1% apart: their letters are moved apart so both can be read.
    const [b, c] = series.map((g) => Number(g.querySelector('.lift-over-time__letter')?.getAttribute('y')));
    expect(Math.abs((b ?? 0) - (c ?? 0))).toBeGreaterThanOrEqual(12);
    const axis = [...container.querySelectorAll('svg[role="img"] > .chart__axis')].map((label) => label.textContent);
    expect(axis).toContain('−100.0%');
    const values = axis
      .filter((label) => label?.endsWith('%'))
      .map((label) => Number((label ?? '').replace('−', '-').replace(/[+%]/g, '')));
    expect(Math.min(...values)).toBe(-100);
    expect(screen.getByRole('list', { name: 'Series' }).textContent).toBe('B, circlesC, squaresD, triangles');
  });
});
