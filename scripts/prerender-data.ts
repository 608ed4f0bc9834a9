import { makeListGoals } from '../application/workspace/ab-tests/list-goals';
import { openDatabase } from '../adapters/persistence/database';
import { KyselyGoalRepository } from '../adapters/persistence/kysely-goal-repository';
import { migrateToLatest } from '../adapters/persistence/migrate';
import { defaultPriceTable, quote } from '../domain/payments/price-table';
import type { PrerenderData } from '../web/app/prerender/render-page';

/**
 * What public pages read from the API, as the API would answer for a new deployment:
 * - the goals, from a freshly migrated database (goals come only from migrations, so every deployment of this
 *   build lists the same ones);
 * - the default price table for /pricing, and its price for the amount the page starts at (the server's
 *   SESSION_PRICES replace both once the page loads).
 */
export async function readPrerenderData(initialSessionCount: number): Promise<PrerenderData> {
  const initialQuote = quote(defaultPriceTable, initialSessionCount);
  if (!initialQuote.ok) throw new Error(`/pricing starts at ${initialSessionCount} sessions, which cannot be bought`);
  return {
    goals: await migratedGoals(),
    sessionPrices: {
      version: defaultPriceTable.version,
      minimumSessions: defaultPriceTable.minimumSessions,
      maximumSessions: defaultPriceTable.maximumSessions,
      tiers: defaultPriceTable.tiers.map((tier) => ({ upTo: tier.upTo, pencePer1000: tier.pencePer1000 })),
    },
    initialSessionPrice: {
      sessions: initialQuote.value.sessions,
      amountMinor: initialQuote.value.amountMinor,
      priceVersion: initialQuote.value.priceVersion,
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
