import type { Viewer } from '../../../domain/accounts/viewer';
import { newTest, type TestChoices } from '../../../domain/ab-tests/test';
import type { TestGoal } from '../../../domain/ab-tests/test-goals';
import { controlVariant } from '../../../domain/ab-tests/variant';
import type { TestId, VariantId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { GoalRepository } from '../../ports/goal-repository';
import type { IdGenerator } from '../../ports/id-generator';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { checkGoalsOfTest } from './check-test-goals';
import type { TestView } from './test-view';

/** A new test's fields as the owner chose them (the domain's TestChoices), with its secondary goals. */
export interface CreateTestInput extends TestChoices {
  readonly secondaryGoals?: readonly TestGoal[] | undefined;
}

export type CreateTest = (viewer: Viewer, input: CreateTestInput) => Promise<Result<TestView, WorkspaceError>>;

/** A new test is inactive, with its control (variantNo 0, the page as it is) taking all the traffic. */
export function makeCreateTest(deps: {
  readonly uow: UnitOfWork;
  readonly goals: GoalRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): CreateTest {
  return async (viewer, input) => {
    const now = deps.clock.now();
    const created = newTest({ ...input, id: deps.ids.next() as TestId, userId: viewer.userId, now });
    if (!created.ok) return created;
    const test = created.value;
    const control = controlVariant(test, deps.ids.next() as VariantId);
    const engagementGoals = await deps.goals.listAll();
    return deps.uow.run(async ({ pages, tests, variants, conversionGoals }) => {
      const page = await pages.find(viewer.userId, input.pageId);
      if (page === null) return fail({ kind: 'PageNotFound' });
      const owner = { userId: viewer.userId, websiteId: page.websiteId };
      const goals = await checkGoalsOfTest(
        { engagementGoals, conversionGoals },
        owner,
        input.goalId,
        input.secondaryGoals ?? [],
      );
      if (!goals.ok) return goals;
      await tests.insert(test);
      await variants.insert(control);
      await conversionGoals.setSecondaryGoals(test.id, goals.value);
      const view = await tests.find(viewer.userId, test.id);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
  };
}
