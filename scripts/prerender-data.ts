import { makeListGoals } from '../application/experiments/list-goals';
import { openDatabase } from '../adapters/persistence/database';
import { KyselyGoalRepository } from '../adapters/persistence/kysely-goal-repository';
import { migrateToLatest } from '../adapters/persistence/migrate';
import { defaultPriceTable } from '../domain/payments/price-table';
import type { PrerenderData } from '../web/app/prerender/render-page';

/**
 * What public pages read from the API, as the API would answer for a new deployment:
 * - the goals, from a freshly migrated database (goals come only from migrations, so every deployment of this
 *   build lists the same ones);
 * - the default price table for /pricing (the server's SESSION_PRICES replace it once the page loads).
 */
export async function readPrerenderData(): Promise<PrerenderData> {
  return {
    goals: await migratedGoals(),
    sessionPrices: {
      version: defaultPriceTable.version,
      minimumSessions: defaultPriceTable.minimumSessions,
      maximumSessions: defaultPriceTable.maximumSessions,
      tiers: defaultPriceTable.tiers.map((tier) => ({ upTo: tier.upTo, pencePer1000: tier.pencePer1000 })),
    },
  };
}

async function migratedGoals(): Promise<PrerenderData['goals']> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateToLatest(database.db);
    const goals = await makeListGoals({ goals: new KyselyGoalRepository(database.db) })();
    return goals.map((goal) => ({ id: String(goal.id), name: goal.name }));
  } finally {
    await database.close();
  }
}
