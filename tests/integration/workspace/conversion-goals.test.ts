import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EventBatch, TrackerEvent } from '../../../domain/tracking/tracking-protocol';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  fetchConfig,
  postTracking,
  trackingSettings,
} from '../../support/tracking-operations';
import { createPage, dataOf, type Workspace } from '../../support/workspace-operations';

const GOAL_FIELDS = 'id name websiteId kind urlMatch target';
const CREATE_GOAL = `mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {
  createGoal(websiteId: $websiteId, input: $input) { ${GOAL_FIELDS} } }`;
const UPDATE_GOAL = `mutation UpdateGoal($id: ID!, $input: GoalInput!) { updateGoal(id: $id, input: $input) { ${GOAL_FIELDS} } }`;
const DELETE_GOAL = `mutation DeleteGoal($id: ID!) { deleteGoal(id: $id) { success } }`;
const GOALS = `query Goals($websiteId: ID) { goals(websiteId: $websiteId) { ${GOAL_FIELDS} } }`;
const UPDATE_TEST_GOALS = `mutation UpdateTest($input: UpdateTestInput!) {
  updateTest(input: $input) { id goalId goalName secondaryGoals { guardrail goal { id name kind } } } }`;
const RESULTS = `query Results($id: ID!) { testResults(testId: $id) {
  goalMetric goalKind controlValue
  goals { goalId name role kind metric revenue controlValue revenueCap guardrailBroken
    variants { variantNo visitors conversions revenue }
    comparisons { variantNo value pValue lift { estimate } } } } }`;

interface GoalData {
  readonly id: string;
  readonly name: string;
  readonly websiteId: string | null;
  readonly kind: string | null;
  readonly urlMatch: string | null;
  readonly target: string | null;
}

interface GoalResultsData {
  readonly goalId: string;
  readonly name: string;
  readonly role: string;
  readonly kind: string;
  readonly metric: string | null;
  readonly revenue: boolean;
  readonly controlValue: number | null;
  readonly revenueCap: number | null;
  readonly guardrailBroken: boolean;
  readonly variants: readonly {
    variantNo: number;
    visitors: number;
    conversions: number | null;
    revenue: number | null;
  }[];
  readonly comparisons: readonly { variantNo: number; value: number | null }[];
}

const goal = (k: 'goal', g: number, v?: number): TrackerEvent =>
  v === undefined ? { k, at: 10, g } : { k, at: 10, g, v };

describe('conversion goals', () => {
  // Visitors are enrolled from loopback, over a hundred in one test: the limit on new visitors per network is off.
  const testApp = useTestApplication({
    tracking: trackingSettings({ configCacheMs: 0, rateLimitPerMinute: 100_000, newVisitorsPerNetworkPerHour: null }),
  });

  async function createGoal(token: string, websiteId: string, input: Record<string, unknown>) {
    return postGraphql<{ createGoal: GoalData }>(testApp().app, CREATE_GOAL, { websiteId, input }, { bearer: token });
  }

  async function definedGoal(token: string, websiteId: string, input: Record<string, unknown>): Promise<GoalData> {
    return dataOf(await createGoal(token, websiteId, input)).createGoal;
  }

  async function enrolIn(app: FastifyInstance, ws: Workspace, variant: string): Promise<string> {
    const request = enrolment(ws, { variant });
    expect((await postTracking(app, 'enrol', request)).json()).toEqual({ status: 'enrolled' });
    return request.visitor;
  }

  async function send(app: FastifyInstance, batch: EventBatch): Promise<number> {
    const reply = await postTracking(app, 'events', batch);
    expect(reply.statusCode, reply.body).toBe(202);
    return reply.json<{ counted: number }>().counted;
  }

  describe('definitions', () => {
    it('stores each kind in its canonical form and lists them after the engagement goals', async () => {
      const { app } = testApp();
      const owner = await signUp(app);
      const ws = await createLiveWorkspace(app, owner.token);
      const thanks = await definedGoal(owner.token, ws.websiteId, {
        name: 'Order placed',
        kind: 'PAGE_VISIT',
        urlMatch: 'STARTS_WITH',
        target: `${ws.websiteUrl}/checkout/order-received/?key=abc#top`,
      });
      expect(thanks).toMatchObject({
        websiteId: ws.websiteId,
        kind: 'PAGE_VISIT',
        urlMatch: 'STARTS_WITH',
        target: `${ws.websiteUrl}/checkout/order-received`,
      });
      const pattern = await definedGoal(owner.token, ws.websiteId, {
        name: 'Thank you',
        kind: 'PAGE_VISIT',
        urlMatch: 'PATTERN',
        target: '/checkouts/*/thank-you',
      });
      expect(pattern.target).toBe(`${ws.websiteUrl}/checkouts/*/thank-you`);
      await definedGoal(owner.token, ws.websiteId, { name: 'Basket', kind: 'ELEMENT_CLICK', target: '#add-to-basket' });
      await definedGoal(owner.token, ws.websiteId, { name: 'Purchase', kind: 'REVENUE', target: 'purchase' });

      const listed = dataOf(
        await postGraphql<{ goals: GoalData[] }>(app, GOALS, { websiteId: ws.websiteId }, { bearer: owner.token }),
      ).goals;
      expect(listed.slice(0, 6).every((g) => g.kind === null && g.websiteId === null)).toBe(true);
      expect(listed.slice(6).map((g) => g.name)).toEqual(['Basket', 'Order placed', 'Purchase', 'Thank you']);
      // Without a website: the engagement goals only, as before.
      const catalogue = dataOf(await postGraphql<{ goals: GoalData[] }>(app, GOALS, {}, { bearer: owner.token })).goals;
      expect(catalogue).toHaveLength(6);
    });

    it.each([
      [{ kind: 'ELEMENT_CLICK', target: '..basket' }, /CSS selector the browser understands/],
      [{ kind: 'FORM_SUBMISSION', target: 'form:contains(x)' }, /CSS selector the browser understands/],
      [{ kind: 'PAGE_VISIT', urlMatch: 'PATTERN', target: '/thank-you' }, /A pattern needs at least one \*/],
      [{ kind: 'PAGE_VISIT', target: 'https://elsewhere.example/thanks' }, /must be on this website/],
      [{ kind: 'CUSTOM_EVENT', target: 'sign up!' }, /letters, digits, _ \. : or -/],
      [{ kind: 'REVENUE', target: '' }, /Enter what triggers the goal/],
    ])('refuses %o with a message naming the problem', async (input, message) => {
      const { app } = testApp();
      const owner = await signUp(app);
      const ws = await createLiveWorkspace(app, owner.token);
      const reply = await createGoal(owner.token, ws.websiteId, { name: 'Bad', ...input });
      expect(reply.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(reply.errors?.[0]?.extensions?.field).toBe('target');
      expect(reply.errors?.[0]?.message).toMatch(message);
    });

    it('keeps another owner out: their website and goals are NOT_FOUND, and a test cannot measure them', async () => {
      const { app } = testApp();
      const owner = await signUp(app);
      const other = await signUp(app);
      const ws = await createLiveWorkspace(app, owner.token);
      const theirs = await createLiveWorkspace(app, other.token);
      const signup = await definedGoal(other.token, theirs.websiteId, {
        name: 'Signup',
        kind: 'CUSTOM_EVENT',
        target: 'signup',
      });

      const onTheirSite = await createGoal(owner.token, theirs.websiteId, {
        name: 'X',
        kind: 'CUSTOM_EVENT',
        target: 'x',
      });
      expect(onTheirSite.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const listTheirs = await postGraphql(app, GOALS, { websiteId: theirs.websiteId }, { bearer: owner.token });
      expect(listTheirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const rename = await postGraphql(
        app,
        UPDATE_GOAL,
        {
          id: signup.id,
          input: { name: 'Mine', kind: 'CUSTOM_EVENT', target: 'signup' },
        },
        { bearer: owner.token },
      );
      expect(rename.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const remove = await postGraphql(app, DELETE_GOAL, { id: signup.id }, { bearer: owner.token });
      expect(remove.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const measure = await postGraphql(
        app,
        UPDATE_TEST_GOALS,
        {
          input: { id: ws.testId, secondaryGoals: [{ goalId: signup.id }] },
        },
        { bearer: owner.token },
      );
      expect(measure.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(measure.errors?.[0]?.message).toBe('Choose one of the goals.');
    });

    it('refuses a second goal of the same name, more than five secondary goals, and deleting a goal in use', async () => {
      const { app } = testApp();
      const owner = await signUp(app);
      const ws = await createLiveWorkspace(app, owner.token);
      const first = await definedGoal(owner.token, ws.websiteId, {
        name: 'Signup',
        kind: 'CUSTOM_EVENT',
        target: 'signup',
      });
      const again = await createGoal(owner.token, ws.websiteId, {
        name: 'Signup',
        kind: 'CUSTOM_EVENT',
        target: 'other',
      });
      expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });

      const six = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (n) =>
          definedGoal(owner.token, ws.websiteId, { name: `Event ${n}`, kind: 'CUSTOM_EVENT', target: `e${n}` }),
        ),
      );
      const tooMany = await postGraphql(
        app,
        UPDATE_TEST_GOALS,
        {
          input: { id: ws.testId, secondaryGoals: six.map((g) => ({ goalId: g.id })) },
        },
        { bearer: owner.token },
      );
      expect(tooMany.errors?.[0]?.message).toBe('A test can have at most 5 secondary goals');
      const twice = await postGraphql(
        app,
        UPDATE_TEST_GOALS,
        {
          input: { id: ws.testId, secondaryGoals: [{ goalId: first.id }, { goalId: first.id }] },
        },
        { bearer: owner.token },
      );
      expect(twice.errors?.[0]?.message).toBe('Each goal can be picked once per test');

      dataOf(
        await postGraphql(
          app,
          UPDATE_TEST_GOALS,
          {
            input: { id: ws.testId, secondaryGoals: [{ goalId: first.id, guardrail: true }] },
          },
          { bearer: owner.token },
        ),
      );
      const inUse = await postGraphql(app, DELETE_GOAL, { id: first.id }, { bearer: owner.token });
      expect(inUse.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const unused = await postGraphql<{ deleteGoal: { success: boolean } }>(
        app,
        DELETE_GOAL,
        { id: six[0]!.id },
        { bearer: owner.token },
      );
      expect(dataOf(unused).deleteGoal.success).toBe(true);
    });
  });

  describe('conversions', () => {
    /** A live test measuring a purchase (revenue) first, a sign-up event and a thank-you page second. */
    async function measuredTest() {
      const { app } = testApp();
      const owner = await signUp(app);
      const ws = await createLiveWorkspace(app, owner.token);
      await createPage(app, owner.token, ws.websiteId, { url: '/thank-you', name: 'Thanks' });
      const purchase = await definedGoal(owner.token, ws.websiteId, {
        name: 'Purchase',
        kind: 'REVENUE',
        target: 'purchase',
      });
      const signup = await definedGoal(owner.token, ws.websiteId, {
        name: 'Signup',
        kind: 'CUSTOM_EVENT',
        target: 'signup',
      });
      const thanks = await definedGoal(owner.token, ws.websiteId, {
        name: 'Thanks',
        kind: 'PAGE_VISIT',
        target: '/thank-you',
      });
      const updated = dataOf(
        await postGraphql<{
          updateTest: { goalName: string; secondaryGoals: { guardrail: boolean; goal: { id: string } }[] };
        }>(
          app,
          UPDATE_TEST_GOALS,
          {
            input: {
              id: ws.testId,
              goalId: purchase.id,
              secondaryGoals: [{ goalId: signup.id }, { goalId: thanks.id, guardrail: true }],
            },
          },
          { bearer: owner.token },
        ),
      ).updateTest;
      expect(updated.goalName).toBe('Purchase');
      expect(updated.secondaryGoals.map((g) => [g.goal.id, g.guardrail])).toEqual([
        [signup.id, false],
        [thanks.id, true],
      ]);
      return { app, owner, ws, purchase: Number(purchase.id), signup: Number(signup.id), thanks: Number(thanks.id) };
    }

    async function results(app: FastifyInstance, token: string, testId: string) {
      const reply = await postGraphql<{
        testResults: { goalMetric: string | null; goalKind: string; goals: GoalResultsData[] };
      }>(app, RESULTS, { id: testId }, { bearer: token });
      return dataOf(reply).testResults;
    }

    it("lists the test's conversion goals in the config, page visits as the expression the script tests", async () => {
      const { app, ws, thanks, purchase } = await measuredTest();
      const { config } = await fetchConfig(app, ws.websiteId, null);
      expect(config?.goals).toEqual(
        expect.arrayContaining([
          { id: purchase, on: 'event', match: 'purchase' },
          { id: thanks, on: 'visit', match: `^${ws.websiteUrl.replaceAll('.', '\\.')}/thank-you$` },
        ]),
      );
      expect(new RegExp(config!.goals!.find((g) => g.id === thanks)!.match).test(`${ws.websiteUrl}/thank-you`)).toBe(
        true,
      );
    });

    it('counts a binary goal once per visitor on any page, adds revenue up, and counts only enrolled visitors', async () => {
      const { app, owner, ws, purchase, signup } = await measuredTest();
      const buyer = await enrolIn(app, ws, ws.variantId);
      const other = await enrolIn(app, ws, ws.controlId);
      // On a page with none of the visitor's tests: no test named, conversions only.
      const elsewhere = (visitor: string, events: TrackerEvent[]): EventBatch => ({
        site: ws.websiteId,
        visitor,
        tests: [],
        events,
      });
      expect(
        await send(app, elsewhere(buyer, [goal('goal', signup), goal('goal', signup), goal('goal', purchase, 2500)])),
      ).toBe(1);
      expect(await send(app, elsewhere(buyer, [goal('goal', signup), goal('goal', purchase, 1499.6)]))).toBe(1);
      expect(await send(app, elsewhere(other, [goal('goal', purchase, 1000)]))).toBe(1);
      // A visitor never enrolled (not shown a variant, or who refused consent) counts nowhere.
      expect(
        await send(app, elsewhere('never-enrolled-visitor', [goal('goal', signup), goal('goal', purchase, 9999)])),
      ).toBe(0);

      const r = await results(app, owner.token, ws.testId);
      expect(r.goalMetric).toBeNull();
      expect(r.goalKind).toBe('MEAN');
      const [primary, signups, thanks] = r.goals;
      expect(primary).toMatchObject({ name: 'Purchase', role: 'PRIMARY', kind: 'MEAN', revenue: true, metric: null });
      expect(primary!.variants).toEqual([
        { variantNo: 0, visitors: 1, conversions: 1, revenue: 1000 },
        { variantNo: 1, visitors: 1, conversions: 1, revenue: 4000 },
      ]);
      expect(signups).toMatchObject({
        name: 'Signup',
        role: 'SECONDARY',
        kind: 'RATE',
        revenue: false,
        controlValue: 0,
      });
      expect(signups!.variants.map((v) => v.conversions)).toEqual([0, 1]);
      expect(signups!.comparisons[0]?.value).toBe(1);
      expect(thanks).toMatchObject({ name: 'Thanks', role: 'GUARDRAIL', guardrailBroken: false });
      expect(thanks!.variants.map((v) => v.conversions)).toEqual([0, 0]);
    });

    it('refuses goal events without a goal, and engagement events without a test', async () => {
      const { app, ws } = await measuredTest();
      const noGoal = await postTracking(app, 'events', {
        site: ws.websiteId,
        visitor: 'some-visitor-id',
        tests: [],
        events: [{ k: 'goal', at: 1 }],
      });
      expect(noGoal.statusCode).toBe(400);
      expect(noGoal.body).toContain('events.0.g: must name the goal of a goal event');
      const noTest = await postTracking(app, 'events', {
        site: ws.websiteId,
        visitor: 'some-visitor-id',
        tests: [],
        events: [{ k: 'click', at: 1 }],
      });
      expect(noTest.statusCode).toBe(400);
      expect(noTest.body).toContain('tests: must name at least one test, unless every event is a goal event');
    });

    it("counts an order above the website's maximum order value as a sale worth the maximum", async () => {
      const { app, owner, ws, purchase } = await measuredTest();
      const SET_MAX = `mutation SetMax($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { maxOrderValue } }`;
      const input = { id: ws.websiteId, maxOrderValue: 10_000 };
      dataOf(await postGraphql(app, SET_MAX, { input }, { bearer: owner.token }));
      const buyer = await enrolIn(app, ws, ws.variantId);
      const orders = [goal('goal', purchase, 4_000), goal('goal', purchase, 9_999_999)];
      expect(await send(app, { site: ws.websiteId, visitor: buyer, tests: [], events: orders })).toBe(1);
      // A later order of the same buyer: the maximum holds for each order, not for the buyer's sum.
      expect(
        await send(app, { site: ws.websiteId, visitor: buyer, tests: [], events: [goal('goal', purchase, 25_000)] }),
      ).toBe(1);
      const primary = (await results(app, owner.token, ws.testId)).goals[0]!;
      expect(primary.variants[1]).toMatchObject({ visitors: 1, conversions: 1, revenue: 4_000 + 10_000 + 10_000 });
    });

    it("caps each visitor's revenue at the buyers' 99th percentile before comparing", async () => {
      const { app, owner, ws, purchase } = await measuredTest();
      const buy = async (variant: string, amount: number) => {
        const visitor = await enrolIn(app, ws, variant);
        await send(app, { site: ws.websiteId, visitor, tests: [], events: [goal('goal', purchase, amount)] });
      };
      // 99 ordinary orders and one enormous one, in the variant.
      for (let i = 0; i < 99; i += 1) await buy(i % 2 === 0 ? ws.controlId : ws.variantId, 2000);
      await buy(ws.variantId, 5_000_000);
      const primary = (await results(app, owner.token, ws.testId)).goals[0]!;
      expect(primary.revenueCap).toBeGreaterThanOrEqual(2000);
      expect(primary.revenueCap).toBeLessThan(2200);
      expect(primary.variants[1]!.revenue).toBe(49 * 2000 + 5_000_000);
      // Capped, the enormous order counts as an ordinary one: the variant is not "ahead" on it.
      const variantMean = primary.comparisons[0]!.value!;
      expect(variantMean).toBeLessThan(2200);
      expect(variantMean).toBeGreaterThan(1900);
    });
  });
});
