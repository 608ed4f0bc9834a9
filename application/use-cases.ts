import type { ListGoals } from './experiments/list-goals';
import type { CheckHealth } from './health/check-health';

/** Every use case the adapters may call, bound to its ports by the composition root. */
export interface UseCases {
  readonly checkHealth: CheckHealth;
  readonly listGoals: ListGoals;
}
