import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  clientAddress,
  createSignupTest,
  eventBatch,
  hashPickedVariant,
  newVisitorId,
  postTrackingFrom,
  trackingSettings,
  type Split,
} from '../../support/tracking-operations';
import { dataOf, SET_TRAFFIC_ALLOCATIONS, type Workspace } from '../../support/workspace-operations';

const RESULTS = `query Results($id: ID!) { testResults(testId: $id) {
  sessions
  phase { number }
  networks { largestShare concentrated }
  verdict { kind action variantNo waitingForFullWeek unreliableBecause oneNetworkShare } } }`;

interface Results {
  readonly sessions: number;
  readonly phase: { readonly number: number };
  readonly networks: { readonly largestShare: number; readonly concentrated: boolean } | null;
  readonly verdict: {
    readonly kind: string;
    readonly action: string;
    readonly variantNo: number | null;
    readonly waitingForFullWeek: boolean;
    readonly unreliableBecause: readonly string[];
    readonly oneNetworkShare: number | null;
  };
}

/** The office's one address: every visitor sent from it is of one network. */
const office = '198.51.100.7';

describe('a test whose visitors come mostly from one network', () => {
  const testApp = useTestApplication({
    // Hundreds of sessions from one network are the case here: the limit on its new visitors would refuse them first.
    tracking: trackingSettings({ configCacheMs: 0, rateLimitPerMinute: 100_000, newVisitorsPerNetworkPerHour: null }),
    // Every read sees the sessions just counted.
    resultsCacheMs: 0,
  });
  let nextAddress = 0;

  async function results(owner: SignedUpUser, testId: string): Promise<Results> {
    const reply = await postGraphql<{ testResults: Results }>(
      testApp().app,
      RESULTS,
      { id: testId },
      {
        bearer: owner.token,
      },
    );
    return dataOf(reply).testResults;
  }

  /**
   * A new visitor enrolled from `address` (a network of their own when left out) in the variant their id picks, as a
   * script that knows the hash enrols; a visitor in B then signs up when `bSignsUp`.
   */
  async function visitor(
    ws: Workspace,
    split: Split,
    goalId: number,
    options: { readonly address?: string; readonly bSignsUp?: boolean } = {},
  ): Promise<void> {
    const { app } = testApp();
    const address = options.address ?? clientAddress((nextAddress += 1));
    const id = newVisitorId();
    const variant = hashPickedVariant(ws.testId, id, split);
    const enrolment = { site: ws.websiteId, test: ws.testId, variant, visitor: id, device: 3 };
    expect((await postTrackingFrom(app, address, 'enrol', enrolment)).json()).toEqual({ status: 'enrolled' });
    if (options.bSignsUp === true && variant === ws.variantId) {
      const signup = eventBatch(ws, id, [{ k: 'goal', at: 10, g: goalId }], { tests: [] });
      expect((await postTrackingFrom(app, address, 'events', signup)).json()).toEqual({ counted: 1 });
    }
  }

  async function visitors(
    count: number,
    test: { ws: Workspace; split: Split; goalId: number },
    options: { readonly address?: string; readonly bSignsUp?: boolean } = {},
  ): Promise<void> {
    for (let i = 0; i < count; i += 1) await visitor(test.ws, test.split, test.goalId, options);
  }

  it('calls no winner on 300 sessions from one network that the same sessions from 300 networks make a winner', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    // Every visitor of B signs up, none of A: from many networks, B beyond doubt.
    const spread = await createSignupTest(app, owner.token);
    await visitors(300, spread, { bSignsUp: true });
    const honest = await results(owner, spread.ws.testId);
    expect(honest.networks).toEqual({ largestShare: 1 / 300, concentrated: false });
    // Beyond doubt already; the winner is named once the test has run a full week.
    expect(honest.verdict).toMatchObject({
      kind: 'NOT_ENOUGH_DATA',
      variantNo: 1,
      waitingForFullWeek: true,
      unreliableBecause: [],
    });

    // The same, all from one client network: unreliable, to investigate, whatever the figures say.
    const forged = await createSignupTest(app, owner.token);
    await visitors(300, forged, { address: office, bSignsUp: true });
    const read = await results(owner, forged.ws.testId);
    expect(read.sessions).toBe(300);
    expect(read.networks).toEqual({ largestShare: 1, concentrated: true });
    expect(read.verdict).toEqual({
      kind: 'UNRELIABLE',
      action: 'INVESTIGATE',
      variantNo: null,
      waitingForFullWeek: false,
      unreliableBecause: ['ONE_NETWORK'],
      oneNetworkShare: 1,
    });
  });

  it('judges from 50 sessions on, and flags a network with more than a fifth of them', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const test = await createSignupTest(app, owner.token);
    // The owner's office checks its variants: 10 sessions, among 39 of the site's visitors.
    await visitors(10, test, { address: office });
    await visitors(39, test);
    expect((await results(owner, test.ws.testId)).networks).toBeNull();

    await visitors(1, test);
    const fifth = await results(owner, test.ws.testId);
    expect(fifth.networks).toEqual({ largestShare: 0.2, concentrated: false });
    expect(fifth.verdict.unreliableBecause).toEqual([]);

    await visitors(1, test, { address: office });
    const more = await results(owner, test.ws.testId);
    expect(more.networks).toEqual({ largestShare: 11 / 51, concentrated: true });
    expect(more.verdict).toMatchObject({
      kind: 'UNRELIABLE',
      action: 'INVESTIGATE',
      unreliableBecause: ['ONE_NETWORK'],
    });
    expect(more.verdict.oneNetworkShare).toBeCloseTo(11 / 51, 10);
  });

  it("counts the current phase's sessions only, as the split check does", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const test = await createSignupTest(app, owner.token);
    await visitors(30, test, { address: office });
    await visitors(30, test);
    expect((await results(owner, test.ws.testId)).networks?.concentrated).toBe(true);

    // A new split starts a new phase: the office's sessions of the first are not in it.
    const split = [
      { id: test.ws.controlId, share: 40 },
      { id: test.ws.variantId, share: 60 },
    ];
    const allocations = split.map((v) => ({ variantId: v.id, trafficAllocation: v.share }));
    const input = { testId: test.ws.testId, allocations };
    dataOf(await postGraphql(app, SET_TRAFFIC_ALLOCATIONS, { input }, { bearer: owner.token }));
    await visitors(50, { ...test, split });
    const read = await results(owner, test.ws.testId);
    expect(read.phase.number).toBe(2);
    expect(read.sessions).toBe(50);
    expect(read.networks).toEqual({ largestShare: 1 / 50, concentrated: false });
    expect(read.verdict.unreliableBecause).toEqual([]);
  });
});
