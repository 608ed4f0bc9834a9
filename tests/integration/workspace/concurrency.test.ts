import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  CREATE_PAGE,
  CREATE_TEST_VARIANT,
  CREATE_WEBSITE,
  createPage,
  createTest,
  createVariant,
  createWebsite,
  DELETE_TEST_VARIANT,
  getVariants,
  SET_TRAFFIC_ALLOCATIONS,
  workspaceSnapshot,
} from '../../support/workspace-operations';

/** Requests sent at the same moment, as from two tabs or a double click; PGlite runs them one by one, PostgreSQL not. */
const rounds = [1, 2, 3];

const sum = (numbers: readonly number[]) => numbers.reduce((total, n) => total + n, 0);

describe('workspace requests at the same moment', () => {
  const testApp = useTestApplication();

  async function freshTest() {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: 'https://example.com' });
    const pageId = await createPage(app, owner.token, websiteId, { url: '/pricing' });
    const testId = await createTest(app, owner.token, pageId);
    return { owner, websiteId, testId };
  }

  it('adds one website of an address sent three times at once and answers CONFLICT to the others', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const replies = await Promise.all(
      rounds.map(() =>
        postGraphql(app, CREATE_WEBSITE, { url: 'https://race.example.com', name: 'Race' }, { bearer: owner.token }),
      ),
    );
    expect(replies.filter((r) => r.errors.length === 0)).toHaveLength(1);
    for (const refused of replies.filter((r) => r.errors.length > 0)) {
      expect(refused.error).toMatchObject({
        message: 'You have already added a website with this address.',
        extensions: { code: 'CONFLICT', field: 'url' },
      });
    }
    expect((await workspaceSnapshot(app, owner.token)).websites.total).toBe(1);
  });

  it('adds one page of an address sent three times at once and answers CONFLICT to the others', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const websiteId = await createWebsite(app, owner.token, { url: 'https://example.com' });
    const replies = await Promise.all(
      rounds.map(() =>
        postGraphql(app, CREATE_PAGE, { websiteId, url: '/race', name: 'Race' }, { bearer: owner.token }),
      ),
    );
    expect(replies.filter((r) => r.errors.length === 0)).toHaveLength(1);
    for (const refused of replies.filter((r) => r.errors.length > 0)) {
      expect(refused.error).toMatchObject({
        message: 'This website already has a page with this address.',
        extensions: { code: 'CONFLICT', field: 'url' },
      });
    }
    expect((await workspaceSnapshot(app, owner.token)).pages.total).toBe(1);
  });

  it.each(rounds)(
    'adds every variant of four sent at once with rebalance, each numbered once, sharing all the traffic (round %i)',
    async () => {
      const { app } = testApp();
      const { owner, testId } = await freshTest();
      const replies = await Promise.all(
        ['B', 'C', 'D', 'E'].map((name) =>
          postGraphql(
            app,
            CREATE_TEST_VARIANT,
            { input: { testId, name, cssCode: 'h1 { color: teal }', rebalance: true } },
            { bearer: owner.token },
          ),
        ),
      );
      expect(replies.map((r) => r.errors.map((e) => e.message))).toEqual([[], [], [], []]);
      const variants = await getVariants(app, owner.token, testId);
      expect(variants.map((v) => v.variantNo)).toEqual([0, 1, 2, 3, 4]);
      expect(sum(variants.map((v) => v.trafficAllocation))).toBe(100);
    },
  );

  it.each(rounds)(
    'gives the control the shares of three variants deleted at once, so it has all the traffic (round %i)',
    async () => {
      const { app } = testApp();
      const { owner, testId } = await freshTest();
      const others = [];
      for (const name of ['B', 'C', 'D'])
        others.push(await createVariant(app, owner.token, testId, { name, rebalance: true }));
      expect((await getVariants(app, owner.token, testId)).map((v) => v.trafficAllocation)).toEqual([25, 25, 25, 25]);

      const replies = await Promise.all(
        others.map((v) => postGraphql(app, DELETE_TEST_VARIANT, { id: v.id }, { bearer: owner.token })),
      );
      expect(replies.map((r) => r.errors)).toEqual([[], [], []]);
      const left = await getVariants(app, owner.token, testId);
      expect(left.map((v) => [v.isControl, v.trafficAllocation])).toEqual([[true, 100]]);
    },
  );

  it.each(rounds)(
    'keeps the shares adding up to 100 when new shares and a deletion arrive at once (round %i)',
    async () => {
      const { app } = testApp();
      const { owner, testId } = await freshTest();
      const b = await createVariant(app, owner.token, testId, { name: 'B', rebalance: true });
      const [control] = await getVariants(app, owner.token, testId);
      await Promise.all([
        postGraphql(
          app,
          SET_TRAFFIC_ALLOCATIONS,
          {
            input: {
              testId,
              allocations: [
                { variantId: control?.id, trafficAllocation: 10 },
                { variantId: b.id, trafficAllocation: 90 },
              ],
            },
          },
          { bearer: owner.token },
        ),
        postGraphql(app, DELETE_TEST_VARIANT, { id: b.id }, { bearer: owner.token }),
      ]);
      const variants = await getVariants(app, owner.token, testId);
      expect(sum(variants.map((v) => v.trafficAllocation))).toBe(100);
    },
  );
});
