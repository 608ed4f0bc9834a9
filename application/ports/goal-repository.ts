import type { Goal } from '../../domain/ab-tests/goal';

export interface GoalRepository {
  listAll(): Promise<readonly Goal[]>;
}
