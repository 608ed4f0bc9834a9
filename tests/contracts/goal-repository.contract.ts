import { describe, expect, it } from 'vitest';
import type { GoalRepository } from '../../application/ports/goal-repository';

/** What every GoalRepository does, run against the in-memory fake and the Kysely adapter alike. */
export function goalRepositoryContract(name: string, make: () => GoalRepository | Promise<GoalRepository>): void {
  describe(`GoalRepository contract: ${name}`, () => {
    it('lists the six seeded goals, each once, with whole-number ids', async () => {
      const goals = await (await make()).listAll();
      expect(goals.map((goal) => goal.name).sort()).toEqual([
        'bounce rate',
        'button clicks',
        'clicks',
        'form submissions',
        'scroll depth',
        'time on page',
      ]);
      expect(new Set(goals.map((goal) => goal.id)).size).toBe(6);
      for (const goal of goals) expect(Number.isInteger(goal.id)).toBe(true);
    });

    it('gives clicks the id 1, which seeded tests rely on', async () => {
      const goals = await (await make()).listAll();
      expect(goals.find((goal) => goal.id === 1)?.name).toBe('clicks');
    });
  });
}
