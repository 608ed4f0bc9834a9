import type { Goal } from '../../domain/experiments/goal';

export interface GoalRepository {
  listAll(): Promise<readonly Goal[]>;
}
