import { makeListGoals } from '../application/workspace/ab-tests/list-goals';
import { catalogueGoals } from '../domain/ab-tests/goal-catalogue';
import { defaultPriceTable, quote } from '../domain/payments/price-table';
import type { PrerenderData } from '../web/app/prerender/render-page';

/**
 * What public pages read from the API, as the API would answer for a new deployment:
 * - the goals, from the goal catalogue, which every deployment's goals table matches (the migrations seed it and
 *   tests/integration/persistence/goal-catalogue.test.ts checks the two agree), listed by the API's own use case;
 * - the default price table for /pricing, and its price for the amount the page starts at (the server's
 *   SESSION_PRICES replace both once the page loads).
 */
export async function readPrerenderData(initialSessionCount: number): Promise<PrerenderData> {
  const initialQuote = quote(defaultPriceTable, initialSessionCount);
  if (!initialQuote.ok) throw new Error(`/pricing starts at ${initialSessionCount} sessions, which cannot be bought`);
  return {
    goals: await catalogueGoalList(),
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

async function catalogueGoalList(): Promise<PrerenderData['goals']> {
  const goals = await makeListGoals({ goals: { listAll: async () => catalogueGoals() } })();
  return goals.map((goal) => ({ id: String(goal.id), name: goal.name }));
}
