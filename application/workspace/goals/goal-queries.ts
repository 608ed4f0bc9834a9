import type { Viewer } from '../../../domain/accounts/viewer';
import type { ConversionGoal } from '../../../domain/ab-tests/conversion-goal';
import type { Goal, GoalId } from '../../../domain/ab-tests/goal';
import type { TestId, WebsiteId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { GoalRepository } from '../../ports/goal-repository';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type ListConversionGoals = (
  viewer: Viewer,
  websiteId: WebsiteId,
) => Promise<Result<readonly ConversionGoal[], WorkspaceError>>;

export type FindConversionGoals = (viewer: Viewer, ids: readonly GoalId[]) => Promise<readonly ConversionGoal[]>;

/** A website's conversion goals, by name; NOT_FOUND for a website the owner does not have. */
export function makeListConversionGoals(deps: { readonly uow: UnitOfWork }): ListConversionGoals {
  return (viewer, websiteId) =>
    deps.uow.read(async ({ websites, conversionGoals }) => {
      if ((await websites.find(viewer.userId, websiteId)) === null) return fail({ kind: 'WebsiteNotFound' });
      return ok(await conversionGoals.listForWebsite(viewer.userId, websiteId));
    });
}

/** The owner's conversion goals among these ids (for a test's goals); another owner's are left out. */
export function makeFindConversionGoals(deps: { readonly uow: UnitOfWork }): FindConversionGoals {
  return (viewer, ids) => deps.uow.read(({ conversionGoals }) => conversionGoals.findMany(viewer.userId, ids));
}

/** A goal a test measures besides its primary one, with the goal itself. */
export interface SecondaryGoalView {
  readonly goal: Goal | ConversionGoal;
  readonly guardrail: boolean;
}

export type ListSecondaryGoals = (
  viewer: Viewer,
  testIds: readonly TestId[],
) => Promise<ReadonlyMap<TestId, readonly SecondaryGoalView[]>>;

/** Each test's secondary goals in the owner's order: engagement goals by the catalogue, conversion goals the owner's. */
export function makeListSecondaryGoals(deps: {
  readonly uow: UnitOfWork;
  readonly goals: GoalRepository;
}): ListSecondaryGoals {
  return async (viewer, testIds) => {
    const engagement = await deps.goals.listAll();
    return deps.uow.read(async ({ conversionGoals }) => {
      const byTest = await conversionGoals.secondaryGoalsOf(testIds);
      const ids = [...byTest.values()].flat().map((goal) => goal.goalId);
      const known: readonly (Goal | ConversionGoal)[] = [
        ...engagement,
        ...(await conversionGoals.findMany(viewer.userId, ids)),
      ];
      return new Map(
        [...byTest].map(([testId, goals]) => [
          testId,
          goals.flatMap((chosen) => {
            const goal = known.find((candidate) => candidate.id === chosen.goalId);
            return goal === undefined ? [] : [{ goal, guardrail: chosen.guardrail }];
          }),
        ]),
      );
    });
  };
}
