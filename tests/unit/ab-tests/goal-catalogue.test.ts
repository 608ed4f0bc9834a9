import { describe, expect, it } from 'vitest';
import {
  catalogueGoal,
  catalogueGoals,
  goalCatalogue,
  goalIdNamed,
  goalMetrics,
} from '../../../domain/ab-tests/goal-catalogue';

describe('goal catalogue', () => {
  it('gives every goal its own id and its own name, as the goals table requires', () => {
    expect(new Set(goalCatalogue.map((goal) => goal.id)).size).toBe(goalCatalogue.length);
    expect(new Set(goalCatalogue.map((goal) => goal.name)).size).toBe(goalCatalogue.length);
  });

  it('compares a different metric for each goal, so the results page can name the goal by its metric', () => {
    expect(new Set(goalMetrics).size).toBe(goalCatalogue.length);
  });

  it('finds a goal by id, and nothing for an id no goal has', () => {
    expect(catalogueGoal(5)).toEqual({ id: 5, name: 'bounce rate', compares: { kind: 'rate', metric: 'engaged' } });
    expect(catalogueGoal(7)).toBeNull();
  });

  it('names goal ids, for code that means one goal in particular', () => {
    expect(goalIdNamed('clicks')).toBe(1);
    expect(goalIdNamed('button clicks')).toBe(6);
  });

  it('lists the goals as the goals table does', () => {
    expect(catalogueGoals()).toEqual(goalCatalogue.map(({ id, name }) => ({ id, name })));
  });
});
