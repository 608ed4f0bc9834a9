import { describe, expect, it } from 'vitest';
import { signUp, type SignedUpUser } from '../../support/account-operations';
import { postGraphql } from '../../support/graphql-request';
import { useTestApplication } from '../../support/test-application';
import {
  adjustBalance,
  createTrackedWorkspace,
  enrolment,
  fetchConfig,
  postTracking,
  sessionsRemaining,
  trackingSettings,
  trackingTableCounts,
} from '../../support/tracking-operations';
import {
  ACTIVATE_TEST,
  createTest,
  createVariant,
  dataOf,
  daysFromNow,
  MAKE_TEST_INACTIVE,
  type TestInput,
  type Workspace,
} from '../../support/workspace-operations';

const DECISION_FIELDS = 'id active status stoppedAt shippedVariantId';
const STATUS = `query Status($id: ID!) { test(id: $id) { ${DECISION_FIELDS} } }`;
const STOP_TEST = `mutation StopTest($id: ID!) { stopTest(id: $id) { ${DECISION_FIELDS} } }`;
const SHIP_WINNER = `mutation ShipWinner($input: ShipWinnerInput!) { shipWinner(input: $input) { ${DECISION_FIELDS} } }`;
const UNDO_SHIP_WINNER = `mutation UndoShipWinner($id: ID!) { undoShipWinner(id: $id) { ${DECISION_FIELDS} } }`;
const TESTS_BY_STATUS = `query TestsByStatus($input: TestsInput) { tests(input: $input) { total tests { id status } } }`;

interface Decision {
  readonly id: string;
  readonly active: boolean;
  readonly status: string;
  readonly stoppedAt: string | null;
  readonly shippedVariantId: string | null;
}

describe('steering a test: one status everywhere, stop, ship the winner', () => {
  const testApp = useTestApplication({ tracking: trackingSettings({ configCacheMs: 0 }) });

  async function statusOf(owner: SignedUpUser, testId: string): Promise<string> {
    const reply = await postGraphql<{ test: Decision }>(testApp().app, STATUS, { id: testId }, { bearer: owner.token });
    return dataOf(reply).test.status;
  }

  async function decide<Key extends string>(
    owner: SignedUpUser,
    operation: string,
    variables: Record<string, unknown>,
    key: Key,
  ): Promise<Decision> {
    const reply = await postGraphql<Record<Key, Decision>>(testApp().app, operation, variables, {
      bearer: owner.token,
    });
    return dataOf(reply)[key];
  }

  const configIds = async (workspace: Workspace) =>
    (await fetchConfig(testApp().app, workspace.websiteId, null)).config?.tests.map((t) => t.id);

  it.each<{ readonly status: string; readonly test?: TestInput; readonly active?: boolean }>([
    { status: 'INACTIVE', active: false },
    { status: 'SCHEDULED', test: { startDate: daysFromNow(1), endDate: daysFromNow(30) } },
    { status: 'ENDED', test: { startDate: daysFromNow(-10), endDate: daysFromNow(-1) } },
    { status: 'RUNNING' },
  ])('says $status by the rules the tracking config follows', async ({ status, test, active }) => {
    const { app } = testApp();
    const owner = await signUp(app);
    const workspace = await createTrackedWorkspace(app, owner.token, { test, active });

    expect(await statusOf(owner, workspace.testId)).toBe(status);
    expect(await configIds(workspace)).toEqual(status === 'RUNNING' ? [workspace.testId] : []);
  });

  it('says FULL at the maximum, and OUT_OF_SESSIONS (not "active") when the owner has no sessions left', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const full = await createTrackedWorkspace(app, owner.token, { test: { maxCases: 1 } });
    expect((await postTracking(app, 'enrol', enrolment(full))).json()).toEqual({ status: 'enrolled' });
    expect(await statusOf(owner, full.testId)).toBe('FULL');

    const paused = await createTrackedWorkspace(app, owner.token);
    expect(await statusOf(owner, paused.testId)).toBe('RUNNING');
    await adjustBalance(db.database.db, owner.id, -(await sessionsRemaining(app, owner.token)));
    expect(await statusOf(owner, paused.testId)).toBe('OUT_OF_SESSIONS');
    expect(await configIds(paused)).toEqual([]);

    // Sessions bought: running again, with nothing else to do.
    await adjustBalance(db.database.db, owner.id, 100);
    expect(await statusOf(owner, paused.testId)).toBe('RUNNING');
    expect(await configIds(paused)).toEqual([paused.testId]);
  });

  it('stops a test: no more visitors, results kept, STOPPED until it is activated again', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const workspace = await createTrackedWorkspace(app, owner.token);
    expect((await postTracking(app, 'enrol', enrolment(workspace))).json()).toEqual({ status: 'enrolled' });

    const stopped = await decide(owner, STOP_TEST, { id: workspace.testId }, 'stopTest');

    expect(stopped).toMatchObject({ active: false, status: 'STOPPED', shippedVariantId: null });
    expect(stopped.stoppedAt).not.toBeNull();
    expect(await configIds(workspace)).toEqual([]);
    expect((await postTracking(app, 'enrol', enrolment(workspace))).json()).toEqual({
      status: 'not_live',
      reason: 'inactive',
    });
    dataOf(await postGraphql(app, ACTIVATE_TEST, { id: workspace.testId }, { bearer: owner.token }));
    const resumed = await postGraphql<{ test: Decision }>(
      app,
      STATUS,
      { id: workspace.testId },
      { bearer: owner.token },
    );
    expect(dataOf(resumed).test).toMatchObject({ active: true, status: 'RUNNING', stoppedAt: null });
    expect(await configIds(workspace)).toEqual([workspace.testId]);
  });

  it('ships a winner: served to every visitor with no enrolment and no session charged, whatever the balance', async () => {
    const { app, db } = testApp();
    const owner = await signUp(app);
    const workspace = await createTrackedWorkspace(app, owner.token);

    const shipped = await decide(
      owner,
      SHIP_WINNER,
      { input: { testId: workspace.testId, variantId: workspace.variantId } },
      'shipWinner',
    );

    expect(shipped).toMatchObject({ active: false, status: 'SHIPPED', shippedVariantId: workspace.variantId });
    // Even an owner with no sessions left has the winner served: running a winner costs nothing.
    await adjustBalance(db.database.db, owner.id, -(await sessionsRemaining(app, owner.token)));
    const { config } = await fetchConfig(app, workspace.websiteId, null);
    expect(config?.tests).toEqual([
      expect.objectContaining({
        id: workspace.testId,
        shipped: true,
        variants: [expect.objectContaining({ id: workspace.variantId, share: 100 })],
      }),
    ]);
    const before = await trackingTableCounts(db.database.db);
    expect((await postTracking(app, 'enrol', enrolment(workspace))).json()).toEqual({
      status: 'not_live',
      reason: 'inactive',
    });
    expect(await trackingTableCounts(db.database.db)).toEqual(before);

    const undone = await decide(owner, UNDO_SHIP_WINNER, { id: workspace.testId }, 'undoShipWinner');
    expect(undone).toMatchObject({ status: 'STOPPED', shippedVariantId: null });
    expect(await configIds(workspace)).toEqual([]);
  });

  it("refuses to ship the control, another test's variant, or another owner's test", async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const workspace = await createTrackedWorkspace(app, owner.token);
    const other = await createTrackedWorkspace(app, owner.token);
    const stranger = await signUp(app);
    const ship = (who: SignedUpUser, testId: string, variantId: string) =>
      postGraphql(app, SHIP_WINNER, { input: { testId, variantId } }, { bearer: who.token });

    const control = await ship(owner, workspace.testId, workspace.controlId);
    expect(control.errors?.[0]).toMatchObject({
      message: 'The control is the original page: stop the test to keep it, or ship one of the variants.',
      extensions: { code: 'BAD_USER_INPUT', field: 'variantId' },
    });
    const elsewhere = await ship(owner, workspace.testId, other.variantId);
    expect(elsewhere.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    for (const operation of [
      ship(stranger, workspace.testId, workspace.variantId),
      postGraphql(app, STOP_TEST, { id: workspace.testId }, { bearer: stranger.token }),
      postGraphql(app, UNDO_SHIP_WINNER, { id: workspace.testId }, { bearer: stranger.token }),
    ]) {
      expect((await operation).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await statusOf(owner, workspace.testId)).toBe('RUNNING');
  });

  it('lists running tests first and filters by status', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const running = await createTrackedWorkspace(app, owner.token);
    const inactive = await createTrackedWorkspace(app, owner.token, { active: false });
    const stopped = await createTrackedWorkspace(app, owner.token);
    await decide(owner, STOP_TEST, { id: stopped.testId }, 'stopTest');
    // Changed last, so first by recency alone.
    await decide(owner, MAKE_TEST_INACTIVE, { id: inactive.testId }, 'makeTestInactive');
    const list = async (input: Record<string, unknown>) =>
      dataOf(
        await postGraphql<{ tests: { total: number; tests: { id: string; status: string }[] } }>(
          app,
          TESTS_BY_STATUS,
          { input },
          { bearer: owner.token },
        ),
      ).tests;

    expect((await list({})).tests).toEqual([
      { id: running.testId, status: 'RUNNING' },
      { id: inactive.testId, status: 'INACTIVE' },
      { id: stopped.testId, status: 'STOPPED' },
    ]);
    expect(await list({ status: 'STOPPED' })).toEqual({ total: 1, tests: [{ id: stopped.testId, status: 'STOPPED' }] });
    expect(await list({ status: 'RUNNING', limit: 1, skip: 1 })).toEqual({ total: 1, tests: [] });
    const bad = await postGraphql(app, TESTS_BY_STATUS, { input: { status: 'PAUSED' } }, { bearer: owner.token });
    expect(bad.errors?.[0]?.message).toMatch(/PAUSED/);
  });

  it('unships a winner whose variant is deleted', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const testId = await createTest(app, owner.token, (await createTrackedWorkspace(app, owner.token)).pageId);
    const variant = await createVariant(app, owner.token, testId, { name: 'C', cssCode: 'h1 { color: blue }' });
    await decide(owner, SHIP_WINNER, { input: { testId, variantId: variant.id } }, 'shipWinner');
    const deleted = await postGraphql(
      app,
      'mutation Delete($id: ID!) { deleteTestVariant(id: $id) { success } }',
      { id: variant.id },
      { bearer: owner.token },
    );
    dataOf(deleted);
    expect(await statusOf(owner, testId)).toBe('STOPPED');
  });

  it('says what happens once decided: stop and tell me unless chosen, changed like any detail, for its owner only', async () => {
    const { app } = testApp();
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const WHEN_DECIDED = 'query WhenDecided($id: ID!) { test(id: $id) { whenDecided } }';
    const CHANGE = 'mutation Change($input: UpdateTestInput!) { updateTest(input: $input) { whenDecided } }';
    const whenDecided = async (testId: string) =>
      dataOf(
        await postGraphql<{ test: { whenDecided: string } }>(
          app,
          WHEN_DECIDED,
          { id: testId },
          { bearer: owner.token },
        ),
      ).test.whenDecided;
    const { pageId } = await createTrackedWorkspace(app, owner.token);

    const byDefault = await createTest(app, owner.token, pageId);
    const shipping = await createTest(app, owner.token, pageId, { whenDecided: 'SHIP_WINNER' });
    expect(await whenDecided(byDefault)).toBe('STOP_AND_TELL');
    expect(await whenDecided(shipping)).toBe('SHIP_WINNER');

    const changed = await postGraphql<{ updateTest: { whenDecided: string } }>(
      app,
      CHANGE,
      { input: { id: byDefault, whenDecided: 'KEEP_RUNNING' } },
      { bearer: owner.token },
    );
    expect(dataOf(changed).updateTest.whenDecided).toBe('KEEP_RUNNING');
    expect(await whenDecided(byDefault)).toBe('KEEP_RUNNING');

    const unknown = await postGraphql(
      app,
      CHANGE,
      { input: { id: byDefault, whenDecided: 'PAUSE' } },
      { bearer: owner.token },
    );
    expect(unknown.errors?.[0]?.message).toMatch(/PAUSE/);
    const theirs = await postGraphql(
      app,
      CHANGE,
      { input: { id: byDefault, whenDecided: 'SHIP_WINNER' } },
      { bearer: stranger.token },
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await whenDecided(byDefault)).toBe('KEEP_RUNNING');
  });
});
