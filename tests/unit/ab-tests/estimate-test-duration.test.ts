import { describe, expect, it } from 'vitest';
import {
  makeEstimateTestDuration,
  type EstimateTestDurationInput,
} from '../../../application/workspace/ab-tests/estimate-test-duration';
import type { PageTraffic, PageTrafficSource } from '../../../application/ports/page-traffic-source';
import type { Repositories, UnitOfWork } from '../../../application/ports/unit-of-work';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { GoalId } from '../../../domain/ab-tests/goal';
import type { PageId, UserId } from '../../../domain/shared/ids';
import { rateStatistics } from '../../../domain/statistics/sufficient-statistics';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryGoalRepository } from '../../support/fakes/in-memory-goal-repository';

const day = 86_400_000;
const owner: Viewer = { userId: 'owner-1' as UserId, via: 'access-token' };
const pageId = 'page-1' as PageId;
const clock = new FixedClock(new Date('2025-06-29T12:00:00Z'));

/** One owner's one page, with the traffic given; every query it answers is kept for the test to look at. */
function pageWith(traffic: PageTraffic) {
  const queries: { since: Date; metric: string }[] = [];
  const source: PageTrafficSource = {
    trafficOf: async (userId, id, query) => {
      queries.push(query);
      return userId === owner.userId && id === pageId ? traffic : null;
    },
  };
  return {
    queries,
    estimate: makeEstimateTestDuration({
      traffic: source,
      goals: new InMemoryGoalRepository(),
      uow: ownersGoals,
      clock,
    }),
  };
}

/** The owner's one conversion goal (id 1001), as the conversion goal repository finds it by owner and id. */
const purchase = 1001 as GoalId;
const ownersGoals = {
  read: <T>(work: (repositories: Repositories) => Promise<T>) =>
    work({
      conversionGoals: {
        findMany: async (userId: UserId, ids: readonly GoalId[]) =>
          userId === owner.userId && ids.includes(purchase)
            ? [{ id: purchase, websiteId: 'site-1', name: 'Purchase', trigger: { kind: 'page-visit', url: '/thanks' } }]
            : [],
      },
    } as unknown as Repositories),
  run: () => Promise.reject(new Error('an estimate writes nothing')),
} as UnitOfWork;

const quietPage: PageTraffic = { recent: { sessions: 0, firstStartedAt: null }, history: rateStatistics(0, 0) };
// 300 visitors since the first test began three days ago, 20% of the 1,000 sessions ever seen submitted the form.
const busyPage: PageTraffic = {
  recent: { sessions: 300, firstStartedAt: new Date(clock.now().getTime() - 3 * day) },
  history: rateStatistics(200, 1000),
};

const input: EstimateTestDurationInput = {
  pageId,
  goalId: 2 as GoalId,
  minimumLiftPercent: 25,
  dailySessions: null,
  expectedConversionRatePercent: null,
  allocations: [50, 50],
  startDate: new Date('2025-07-01T00:00:00Z'),
  endDate: new Date('2025-07-31T00:00:00Z'),
  maxCases: 5000,
};

describe('estimateTestDuration', () => {
  it("plans from the page's recent traffic and its history of the goal", async () => {
    const { estimate, queries } = pageWith(busyPage);
    const result = await estimate(owner, input);
    expect(result).toEqual({
      ok: true,
      value: {
        recentDailySessions: 100,
        dailySessions: 100,
        trafficSource: 'recent-traffic',
        baseline: { baseline: { kind: 'rate', rate: 0.2 }, source: 'page-history' },
        // 20% and +25%: 1,031 per arm at a single look (Evan Miller's calculator); 1,773 for the always-valid
        // interval looked at daily, 3,546 in all, 36 days at 100 a day: longer than the test's 30.
        plan: {
          sessionsPerArm: 1773,
          totalSessions: 3546,
          days: 36,
          availableDays: 30,
          feasible: false,
          problems: [{ kind: 'LongerThanTest', days: 36, availableDays: 30 }],
        },
      },
    });
    expect(queries).toEqual([{ since: new Date(clock.now().getTime() - 28 * day), metric: 'submitted' }]);
  });

  it("goes by the owner's number when they enter one", async () => {
    const { estimate } = pageWith(busyPage);
    const result = await estimate(owner, { ...input, dailySessions: 50 });
    expect(result.ok && result.value).toMatchObject({
      recentDailySessions: 100,
      dailySessions: 50,
      trafficSource: 'entered',
      plan: { days: 70, feasible: false, problems: [{ kind: 'LongerThanTest', days: 70, availableDays: 30 }] },
    });
  });

  it('says there is no traffic to go by on a page no test has run on, and assumes the baseline', async () => {
    const { estimate } = pageWith(quietPage);
    const result = await estimate(owner, { ...input, goalId: 1 as GoalId, minimumLiftPercent: 10 });
    expect(result.ok && result.value).toEqual({
      recentDailySessions: null,
      dailySessions: null,
      trafficSource: 'none',
      baseline: { baseline: { kind: 'mean', coefficientOfVariation: 1 }, source: 'assumed' },
      plan: {
        // CV 1 and +10%: 1,570 per arm at a single look, 2,708 over a month of daily looks.
        sessionsPerArm: 2708,
        totalSessions: 5416,
        days: null,
        availableDays: 30,
        feasible: false,
        problems: [{ kind: 'NoTraffic' }, { kind: 'MoreThanMaxCases', totalSessions: 5416, maxCases: 5000 }],
      },
    });
  });

  it("plans a conversion goal from the rate its owner expects, on the page's recent traffic", async () => {
    const { estimate } = pageWith(busyPage);
    const result = await estimate(owner, { ...input, goalId: purchase, expectedConversionRatePercent: 20 });
    // The same rate and lift as the page's history above: the same plan, the rate now the owner's.
    expect(result.ok && result.value).toMatchObject({
      dailySessions: 100,
      baseline: { baseline: { kind: 'rate', rate: 0.2 }, source: 'entered' },
      plan: { sessionsPerArm: 1773, totalSessions: 3546, days: 36 },
    });
  });

  it('assumes a typical 3% for a conversion goal whose owner gives no rate', async () => {
    const { estimate } = pageWith(busyPage);
    const result = await estimate(owner, { ...input, goalId: purchase });
    expect(result.ok && result.value).toMatchObject({
      baseline: { baseline: { kind: 'rate', rate: 0.03 }, source: 'assumed' },
      plan: { feasible: false },
    });
  });

  it.each<[string, Partial<EstimateTestDurationInput>, string]>([
    ["another owner's page or an unknown one", { pageId: 'page-2' as PageId }, 'PageNotFound'],
    ['an end before the start', { endDate: new Date('2025-06-30T00:00:00Z') }, 'EndBeforeStart'],
    ['a split that does not add up to 100%', { allocations: [50, 40] }, 'AllocationsMustAddUp'],
    ['a goal that does not exist', { goalId: 99 as GoalId }, 'GoalNotFound'],
    ["another owner's conversion goal, or an unknown one", { goalId: 1002 as GoalId }, 'GoalNotFound'],
  ])('refuses %s', async (_name, changes, kind) => {
    const result = await pageWith(busyPage).estimate(owner, { ...input, ...changes });
    expect(result.ok === false && result.error.kind).toBe(kind);
  });
});
