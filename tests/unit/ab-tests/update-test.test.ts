import { describe, expect, it } from 'vitest';
import type { TestView } from '../../../application/workspace/ab-tests/test-view';
import { makeSetTargetDevices } from '../../../application/workspace/ab-tests/set-target-devices';
import { makeUpdateTest, type UpdateTestInput } from '../../../application/workspace/ab-tests/update-test';
import { makeUpdateVariant, type UpdateVariantInput } from '../../../application/workspace/ab-tests/update-variant';
import type { WorkspaceError } from '../../../application/workspace/workspace-errors';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import type { TestChangeKind } from '../../../domain/ab-tests/test-edit-rules';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { PageId, TestId, UserId, VariantId, WebsiteId } from '../../../domain/shared/ids';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryGoalRepository } from '../../support/fakes/in-memory-goal-repository';
import { InMemoryTestWorkspace } from '../../support/fakes/in-memory-test-workspace';

const day = 86_400_000;
const now = new Date('2027-03-03T14:05:00.000Z');
const owner: Viewer = { userId: 'owner-1' as UserId, via: 'access-token' };
const stranger: Viewer = { userId: 'owner-2' as UserId, via: 'access-token' };
const testId = 'test-1' as TestId;
const clicks = 1 as GoalId;
const formSubmissions = 2 as GoalId;

/** The owner's test, running since a week ago until three weeks ahead, 120 of its 1,000 sessions counted. */
function runningTest(overrides: Partial<TestView> = {}): TestView {
  return {
    id: testId,
    userId: owner.userId,
    pageId: 'page-1' as PageId,
    name: 'Pricing headline',
    description: 'A bolder headline',
    active: true,
    goalId: clicks,
    startDate: new Date(now.getTime() - 7 * day),
    endDate: new Date(now.getTime() + 21 * day),
    maxCases: 1000,
    minimumLiftPercent: 10,
    whenDecided: 'stop',
    targetDevices: ['MOBILES'],
    testSessionsCount: 120,
    createdAt: new Date(now.getTime() - 8 * day),
    lastModified: new Date(now.getTime() - 8 * day),
    websiteId: 'website-1' as WebsiteId,
    websiteUrl: 'https://shop.example',
    currency: 'GBP',
    pageUrl: 'https://shop.example/pricing',
    goalName: 'clicks',
    variants: [],
    variantRedirectUrls: [],
    stoppedAt: null,
    shippedVariantId: null,
    ownerBalance: 500,
    ownerEmailConfirmed: true,
    ...overrides,
  };
}

function workspaceWith(test: TestView) {
  const workspace = new InMemoryTestWorkspace();
  workspace.tests.set(test.id, test);
  const clock = new FixedClock(now);
  return {
    workspace,
    updateTest: makeUpdateTest({ uow: workspace, goals: new InMemoryGoalRepository(), clock }),
    setTargetDevices: makeSetTargetDevices({ uow: workspace, clock }),
    updateVariant: makeUpdateVariant({ uow: workspace, clock }),
  };
}

const recorded = (workspace: InMemoryTestWorkspace) => workspace.changes.map((c) => [c.what, c.at.toISOString()]);

describe('updateTest', () => {
  it('raises the cap, extends the end, renames and redescribes a running test, recording no change', async () => {
    const { workspace, updateTest } = workspaceWith(runningTest());
    const endDate = new Date(now.getTime() + 60 * day);
    const result = await updateTest(owner, {
      id: testId,
      name: 'Pricing headline long run',
      description: '',
      maxCases: 5000,
      endDate,
    });
    const expected = {
      ...runningTest(),
      name: 'Pricing headline long run',
      description: '',
      maxCases: 5000,
      endDate,
      lastModified: now,
    };
    expect(result).toEqual({ ok: true, value: expected });
    expect(workspace.tests.get(testId)).toEqual(expected);
    expect(workspace.changes).toEqual([]);
  });

  it.each<[string, Partial<TestView>, Omit<UpdateTestInput, 'id'>, TestChangeKind[]]>([
    ['the goal of a running test', {}, { goalId: formSubmissions }, ['goal']],
    ['the devices of a running test', {}, { targetDevices: ['MOBILES', 'DESKTOPS'] }, ['devices']],
    ['every device for a running test', {}, { targetDevices: [] }, ['devices']],
    [
      'the goal and the devices of a running test',
      {},
      { goalId: formSubmissions, targetDevices: ['TABLETS'] },
      ['goal', 'devices'],
    ],
    ['the same goal sent again', {}, { goalId: clicks }, []],
    [
      'the same devices in another order, one twice',
      { targetDevices: ['MOBILES', 'DESKTOPS'] },
      { targetDevices: ['DESKTOPS', 'MOBILES', 'DESKTOPS'] },
      [],
    ],
    ['the goal of an active test without sessions yet', { testSessionsCount: 0 }, { goalId: formSubmissions }, []],
    ['the goal of an inactive test with sessions', { active: false }, { goalId: formSubmissions }, []],
    ['the name, dates and cap of a running test', {}, { name: 'Renamed', maxCases: 2000 }, []],
  ])('changing %s records %j', async (_case, state, edit, changes) => {
    const { workspace, updateTest } = workspaceWith(runningTest(state));
    const result = await updateTest(owner, { id: testId, ...edit });
    expect(result.ok).toBe(true);
    expect(recorded(workspace)).toEqual(changes.map((what) => [what, now.toISOString()]));
  });

  it('keeps the new goal and devices, each device once in the order of their ids', async () => {
    const { workspace, updateTest } = workspaceWith(runningTest());
    await updateTest(owner, { id: testId, goalId: formSubmissions, targetDevices: ['DESKTOPS', 'TABLETS', 'TABLETS'] });
    expect(workspace.tests.get(testId)).toMatchObject({
      goalId: formSubmissions,
      targetDevices: ['TABLETS', 'DESKTOPS'],
    });
  });

  it.each<[string, Partial<TestView>, Omit<UpdateTestInput, 'id'>, WorkspaceError]>([
    ['an end before the start', {}, { endDate: new Date(now.getTime() - 8 * day) }, { kind: 'EndBeforeStart' }],
    ['a start after the end', {}, { startDate: new Date(now.getTime() + 30 * day) }, { kind: 'EndBeforeStart' }],
    ['an end equal to the start', {}, { endDate: new Date(now.getTime() - 7 * day) }, { kind: 'EndBeforeStart' }],
    [
      "an active test's end moved to the past",
      {},
      { endDate: new Date(now.getTime() - day) },
      { kind: 'EndNotInFuture' },
    ],
    ["an active test's end moved to this very moment", {}, { endDate: now }, { kind: 'EndNotInFuture' }],
    ['a cap below the sessions counted', {}, { maxCases: 119 }, { kind: 'MaxCasesBelowSessions', sessions: 120 }],
    ['an unknown goal', {}, { goalId: 999 as GoalId }, { kind: 'GoalNotFound' }],
  ])('refuses %s, changing and recording nothing', async (_case, state, edit, error) => {
    const { workspace, updateTest } = workspaceWith(runningTest(state));
    const before = workspace.tests.get(testId);
    const result = await updateTest(owner, { id: testId, goalId: formSubmissions, ...edit });
    expect(result).toEqual({ ok: false, error });
    expect(workspace.tests.get(testId)).toEqual(before);
    expect(workspace.changes).toEqual([]);
  });

  it.each<[string, Partial<TestView>, Omit<UpdateTestInput, 'id'>]>([
    ['a cap of exactly the sessions counted', {}, { maxCases: 120 }],
    ["an inactive test's end moved to the past", { active: false }, { endDate: new Date(now.getTime() - day) }],
    [
      'a rename of a test whose cap is already below its sessions',
      { maxCases: 100 },
      { name: 'Renamed', maxCases: 100 },
    ],
    [
      'a rename of an active test that has already ended',
      { endDate: new Date(now.getTime() - day) },
      { name: 'Renamed' },
    ],
  ])('accepts %s', async (_case, state, edit) => {
    const { workspace, updateTest } = workspaceWith(runningTest(state));
    const result = await updateTest(owner, { id: testId, ...edit });
    expect(result.ok).toBe(true);
    expect(workspace.tests.get(testId)).toMatchObject(edit);
  });

  it("answers TestNotFound for another owner's test, and an unknown id, changing nothing", async () => {
    const { workspace, updateTest } = workspaceWith(runningTest());
    const before = workspace.tests.get(testId);
    for (const [viewer, id] of [
      [stranger, testId],
      [owner, 'test-unknown' as TestId],
    ] as const) {
      expect(await updateTest(viewer, { id, name: 'Taken over', goalId: formSubmissions })).toEqual({
        ok: false,
        error: { kind: 'TestNotFound' },
      });
    }
    expect(workspace.tests.get(testId)).toEqual(before);
    expect(workspace.changes).toEqual([]);
  });

  it('keeps no change of goal that could not be recorded: the update and its record go together', async () => {
    const { workspace, updateTest } = workspaceWith(runningTest());
    const before = workspace.tests.get(testId);
    workspace.failRecording = true;
    await expect(updateTest(owner, { id: testId, goalId: formSubmissions })).rejects.toThrow('could not be recorded');
    expect(workspace.tests.get(testId)).toEqual(before);
  });
});

describe('createTestTargetDevices on a running test', () => {
  it('records the change of devices, as updateTest does, and only when they change', async () => {
    const { workspace, setTargetDevices } = workspaceWith(runningTest());
    expect(await setTargetDevices(owner, { testId, devices: ['MOBILES'] })).toEqual({ ok: true, value: [1] });
    expect(workspace.changes).toEqual([]);
    expect(await setTargetDevices(owner, { testId, devices: ['TABLETS', 'MOBILES'] })).toEqual({
      ok: true,
      value: [1, 2],
    });
    expect(recorded(workspace)).toEqual([['devices', now.toISOString()]]);
    expect(await setTargetDevices(stranger, { testId, devices: [] })).toEqual({
      ok: false,
      error: { kind: 'TestNotFound' },
    });
    expect(workspace.changes).toHaveLength(1);
  });
});

describe('updateTestVariant on a running test', () => {
  const variantId = 'variant-b' as VariantId;
  const variants: Variant[] = [
    {
      id: 'control' as VariantId,
      userId: owner.userId,
      testId,
      name: 'Control',
      description: '',
      variantNo: 0,
      isControl: true,
      trafficAllocation: 50,
      cssCode: '',
      jsCode: '',
      pageRedirectUrl: null,
      createdAt: now,
      lastModified: now,
    },
    {
      id: variantId,
      userId: owner.userId,
      testId,
      name: 'Bold',
      description: '',
      variantNo: 1,
      isControl: false,
      trafficAllocation: 50,
      cssCode: 'h1 { font-weight: 700 }',
      jsCode: '',
      pageRedirectUrl: null,
      createdAt: now,
      lastModified: now,
    },
  ];
  const unchanged: UpdateVariantInput = {
    id: variantId,
    name: null,
    description: null,
    cssCode: null,
    jsCode: null,
    pageRedirectUrl: undefined,
    trafficAllocation: null,
    rebalance: true,
  };

  it.each<[string, Partial<TestView>, Partial<UpdateVariantInput>, TestChangeKind[]]>([
    ['its CSS', {}, { cssCode: 'h1 { font-weight: 900 }' }, ['variant_code']],
    ['its JavaScript', {}, { jsCode: 'document.title = "B"' }, ['variant_code']],
    ['its redirect', {}, { pageRedirectUrl: 'https://shop.example/b' }, ['variant_code']],
    ['the same CSS sent again', {}, { cssCode: 'h1 { font-weight: 700 }' }, []],
    // A new share starts a new phase of the results, recorded as a change of the split.
    ['its name and share of the traffic', {}, { name: 'Bolder', trafficAllocation: 40 }, ['split']],
    ['its name alone', {}, { name: 'Bolder' }, []],
    ['its CSS while the test is inactive', { active: false }, { cssCode: 'h1 { color: red }' }, []],
    ['its CSS before any session', { testSessionsCount: 0 }, { cssCode: 'h1 { color: red }' }, []],
  ])('changing %s records %j', async (_case, state, change, changes) => {
    const { workspace, updateVariant } = workspaceWith(runningTest(state));
    for (const variant of variants) workspace.variants.set(variant.id, variant);
    const result = await updateVariant(owner, { ...unchanged, ...change });
    expect(result.ok).toBe(true);
    expect(recorded(workspace)).toEqual(changes.map((what) => [what, now.toISOString()]));
  });
});
