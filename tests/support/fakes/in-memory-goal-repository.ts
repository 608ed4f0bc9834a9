import type { GoalRepository } from '../../../application/ports/goal-repository';
import type { Goal, GoalId } from '../../../domain/ab-tests/goal';

const seeded: readonly Goal[] = [
  'clicks',
  'form submissions',
  'scroll depth',
  'time on page',
  'bounce rate',
  'button clicks',
].map((name, index) => ({ id: (index + 1) as GoalId, name }));

export class InMemoryGoalRepository implements GoalRepository {
  constructor(private readonly goals: readonly Goal[] = seeded) {}

  async listAll(): Promise<readonly Goal[]> {
    return this.goals;
  }
}
