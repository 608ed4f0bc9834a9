import { describe, expect, it } from 'vitest';
import { makeListGoals } from '../../../application/workspace/ab-tests/list-goals';
import type { Goal, GoalId } from '../../../domain/ab-tests/goal';
import { InMemoryGoalRepository } from '../../support/fakes/in-memory-goal-repository';

const goal = (id: number, name: string): Goal => ({ id: id as GoalId, name });

describe('list goals', () => {
  it.each<[string, Goal[], string[]]>([
    ['no goals', [], []],
    ['already in order', [goal(1, 'a'), goal(2, 'b')], ['a', 'b']],
    [
      'stored out of order',
      [goal(1, 'time on page'), goal(2, 'bounce rate'), goal(3, 'clicks')],
      ['bounce rate', 'clicks', 'time on page'],
    ],
  ])('lists goals by name: %s', async (_name, stored, expected) => {
    const listGoals = makeListGoals({ goals: new InMemoryGoalRepository(stored) });
    expect((await listGoals()).map((g) => g.name)).toEqual(expected);
  });
});
