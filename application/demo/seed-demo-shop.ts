import type { Viewer } from '../../domain/accounts/viewer';
import type { WebsiteId } from '../../domain/shared/ids';
import type { Clock } from '../ports/clock';
import type { UseCases } from '../use-cases';

export const demoOwner = { email: 'demo@splitpenny.test', password: 'demo-shop-password' } as const;

export type SeedDemoShop = (demoUrl: string) => Promise<{ readonly websiteId: WebsiteId; readonly created: boolean }>;

type Steps = Pick<
  UseCases,
  | 'createUser'
  | 'confirmEmailUnchecked'
  | 'authenticateUser'
  | 'identifyBearer'
  | 'listWebsites'
  | 'createWebsite'
  | 'createPage'
  | 'createGoal'
  | 'createTest'
  | 'createVariant'
  | 'setTestActive'
>;

const day = 86_400_000;

/**
 * The demo owner, their demo shop website with its purchase and revenue goals (the order confirmation page sends
 * `splitpenny('track', 'purchase', pence)`), and a live test on its home page (green or orange buttons, half and
 * half) measuring purchases, and revenue besides. Made through the same use cases an owner's clicks go through, so a
 * newcomer sees a test run within a minute of `npm start`. Runs at every start and does nothing once the website
 * exists.
 */
export function makeSeedDemoShop(deps: { readonly useCases: Steps; readonly clock: Clock }): SeedDemoShop {
  const uc = deps.useCases;
  return async (demoUrl) => {
    const viewer = await demoViewer(uc);
    const existing = (await uc.listWebsites(viewer, { limit: 100, skip: 0 })).items.find((w) => w.url === demoUrl);
    if (existing !== undefined) return { websiteId: existing.id, created: false };

    const website = expect(await uc.createWebsite(viewer, { url: demoUrl, name: 'Penny Plants (demo shop)' }));
    const page = expect(await uc.createPage(viewer, { websiteId: website.id, url: '/', name: 'Home' }));
    const purchase = expect(
      await uc.createGoal(viewer, {
        websiteId: website.id,
        name: 'Purchase',
        kind: 'custom_event',
        target: 'purchase',
      }),
    );
    const revenue = expect(
      await uc.createGoal(viewer, { websiteId: website.id, name: 'Revenue', kind: 'revenue', target: 'purchase' }),
    );
    const now = deps.clock.now().getTime();
    const test = expect(
      await uc.createTest(viewer, {
        pageId: page.id,
        name: 'Green or orange buttons',
        description: 'Do orange buy buttons sell more plants than the green ones?',
        goalId: purchase.id,
        secondaryGoals: [{ goalId: revenue.id, guardrail: false }],
        startDate: new Date(now - day),
        endDate: new Date(now + 365 * day),
        maxCases: 10_000,
        // A demo shows its results as they come: it is not stopped once decided.
        whenDecided: 'keep_running',
        targetDevices: [],
      }),
    );
    expect(
      await uc.createVariant(viewer, {
        testId: test.id,
        name: 'Orange buttons',
        description: 'The buy buttons in orange',
        cssCode: '.buy-button { background: #c2410c; }',
        jsCode: '',
        pageRedirectUrl: null,
        trafficAllocation: 50,
        rebalance: true,
      }),
    );
    expect(await uc.setTestActive(viewer, test.id, true));
    return { websiteId: website.id, created: true };
  };
}

async function demoViewer(uc: Steps): Promise<Viewer> {
  const created = await uc.createUser({ ...demoOwner, directAffiliateSignup: false });
  const session = created.ok ? created.value : expect(await uc.authenticateUser(demoOwner));
  const viewer = expect(await uc.identifyBearer(session.token));
  // The demo address reads no mail, and the operator asked for the demo: its test runs from the start.
  await uc.confirmEmailUnchecked(viewer.userId);
  return viewer;
}

/** Seeding runs on a database it just checked, so a refusal is a bug worth stopping the start for. */
function expect<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`seeding the demo shop failed: ${JSON.stringify(result.error)}`);
  return result.value;
}
