import { describe, expect, it } from 'vitest';
import { goalComparison } from '../../../domain/statistics/goal-comparison';
import { planningBaseline } from '../../../domain/statistics/planning-baseline';
import { rateStatistics, statisticsOf } from '../../../domain/statistics/sufficient-statistics';

const clicks = goalComparison(1);
const formSubmitted = goalComparison(2);
const engaged = goalComparison(5);

describe('planningBaseline', () => {
  it.each([
    ['form submissions, no history: 5%', formSubmitted, rateStatistics(0, 0), 0.05],
    ['engaged sessions, no history: 50%', engaged, rateStatistics(0, 0), 0.5],
    ['too few sessions to trust: 10 of 99', formSubmitted, rateStatistics(10, 99), 0.05],
    ['no submission in 500 sessions: nothing to lift', formSubmitted, rateStatistics(0, 500), 0.05],
    ['every one of 200 sessions engaged', engaged, rateStatistics(200, 200), 0.5],
  ])('assumes the rate when history says too little: %s', (_name, goal, history, rate) => {
    expect(planningBaseline(goal, history)).toEqual({ baseline: { kind: 'rate', rate }, source: 'assumed' });
  });

  it('takes the rate from 100 sessions of history or more', () => {
    expect(planningBaseline(formSubmitted, rateStatistics(20, 100))).toEqual({
      baseline: { kind: 'rate', rate: 0.2 },
      source: 'page-history',
    });
  });

  it("takes a mean goal's coefficient of variation from history", () => {
    // 100 sessions: half with 1 click, half with 3. Mean 2, sample variance 100/99, so CV = √(100/99) / 2.
    const history = statisticsOf(Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 1 : 3)));
    const choice = planningBaseline(clicks, history);
    expect(choice.source).toBe('page-history');
    expect(choice.baseline.kind === 'mean' && choice.baseline.coefficientOfVariation).toBeCloseTo(
      Math.sqrt(100 / 99) / 2,
      12,
    );
  });

  it.each([
    ['no history', statisticsOf([])],
    ['99 sessions', statisticsOf(Array.from({ length: 99 }, (_, i) => i % 3))],
    ['nobody clicked in 300 sessions', statisticsOf(Array.from({ length: 300 }, () => 0))],
    ['every session clicked exactly twice', statisticsOf(Array.from({ length: 300 }, () => 2))],
  ])('assumes CV 1 for a mean goal with %s', (_name, history) => {
    expect(planningBaseline(clicks, history)).toEqual({
      baseline: { kind: 'mean', coefficientOfVariation: 1 },
      source: 'assumed',
    });
  });
});
