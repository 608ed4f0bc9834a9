import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  createLiveWorkspace,
  enrolment,
  postTracking,
  trackingSettings,
  type Split,
} from '../../support/tracking-operations';
import {
  DELETE_TEST_VARIANT,
  SET_TRAFFIC_ALLOCATIONS,
  createVariant,
  createWorkspace,
  dataOf,
  type Workspace,
} from '../../support/workspace-operations';

const PHASED_RESULTS = `query Phased($testId: ID!) {
  testResults(testId: $testId) {
    sessions
    phase { number startedAt }
    comparisons { variantId sessions }
    sampleRatio { mismatch }
    verdict { kind }
  }
  test(id: $testId) { changes { what at } }
}`;

interface Phased {
  readonly testResults: {
    readonly sessions: number;
    readonly phase: { readonly number: number; readonly startedAt: string };
    readonly comparisons: readonly { readonly variantId: string; readonly sessions: number }[];
    readonly sampleRatio: { readonly mismatch: boolean } | null;
    readonly verdict: { readonly kind: string };
  };
  readonly test: { readonly changes: readonly { readonly what: string; readonly at: string }[] };
}

describe('phases of a running test', () => {
  // Every visitor here is enrolled from loopback, hundreds of them: these tests are about results, not the limit on
  // new visitors per network, which is off.
  const testApp = useTestApplication({ tracking: trackingSettings({ newVisitorsPerNetworkPerHour: null }) });

  async function phased(token: string, testId: string): Promise<Phased> {
    return dataOf(await postGraphql<Phased>(testApp().app, PHASED_RESULTS, { testId }, { bearer: token }));
  }

  /** `count` new visitors whom the split (the workspace's 70/30 unless given) puts in `variant`. */
  async function visitors(ws: Workspace, variant: string, count: number, split?: Split): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const body = enrolment(ws, { variant }, split);
      expect((await postTracking(testApp().app, 'enrol', body)).json()).toEqual({ status: 'enrolled' });
    }
  }

  async function setSplit(token: string, ws: Workspace, control: number, variant: number): Promise<void> {
    const input = {
      testId: ws.testId,
      allocations: [
        { variantId: ws.controlId, trafficAllocation: control },
        { variantId: ws.variantId, trafficAllocation: variant },
      ],
    };
    dataOf(await postGraphql(testApp().app, SET_TRAFFIC_ALLOCATIONS, { input }, { bearer: token }));
  }

  it('counts results and the split check from a change of the split, and records it', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspace(testApp().app, owner.token);
    // Configured 70/30 and seen so.
    await visitors(ws, ws.controlId, 70);
    await visitors(ws, ws.variantId, 30);
    const before = await phased(owner.token, ws.testId);
    expect(before.testResults).toMatchObject({ sessions: 100, phase: { number: 1 }, sampleRatio: { mismatch: false } });

    await setSplit(owner.token, ws, 20, 80);
    // Sessions at the new split: against all 100 + 50 sessions and 20/80 the check would cry mismatch.
    const split = [
      { id: ws.controlId, share: 20 },
      { id: ws.variantId, share: 80 },
    ];
    await visitors(ws, ws.controlId, 10, split);
    await visitors(ws, ws.variantId, 40, split);
    const after = await phased(owner.token, ws.testId);
    expect(after.testResults.sessions).toBe(50);
    expect(after.testResults.phase.number).toBe(2);
    expect(after.testResults.comparisons).toEqual([{ variantId: ws.variantId, sessions: 40 }]);
    expect(after.testResults.sampleRatio?.mismatch).toBe(false);
    expect(after.test.changes.map((c) => c.what)).toEqual(['split']);
    expect(after.test.changes[0]?.at).toBe(after.testResults.phase.startedAt);
  });

  it('starts a phase when a variant is added or deleted while the test runs', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createLiveWorkspace(testApp().app, owner.token);
    await visitors(ws, ws.controlId, 7);
    await visitors(ws, ws.variantId, 3);
    const added = await createVariant(testApp().app, owner.token, ws.testId, { name: 'Green', trafficAllocation: 0 });
    expect(added.id).toBeTruthy();
    expect((await phased(owner.token, ws.testId)).testResults).toMatchObject({ sessions: 0, phase: { number: 2 } });
    dataOf(await postGraphql(testApp().app, DELETE_TEST_VARIANT, { id: added.id }, { bearer: owner.token }));
    const read = await phased(owner.token, ws.testId);
    expect(read.testResults.phase.number).toBe(3);
    expect(read.test.changes.map((c) => c.what)).toEqual(['variant_added', 'variant_deleted']);
  });

  it('keeps one phase for a test changed before it has sessions', async () => {
    const owner = await signUp(testApp().app);
    const ws = await createWorkspace(testApp().app, owner.token);
    await setSplit(owner.token, ws, 50, 50);
    const read = await phased(owner.token, ws.testId);
    expect(read.testResults.phase.number).toBe(1);
    expect(read.test.changes).toEqual([]);
  });
});
