import type { Viewer } from '../../../domain/accounts/viewer';
import { editTest, type TestEdit } from '../../../domain/ab-tests/test-edit';
import type { TestGoal } from '../../../domain/ab-tests/test-goals';
import type { TestId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { GoalRepository } from '../../ports/goal-repository';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';
import { checkGoalsOfTest } from './check-test-goals';
import type { TestView } from './test-view';

/** The test to change and the owner's changes; a field left undefined stays as it is. */
export interface UpdateTestInput extends TestEdit {
  readonly id: TestId;
  /** Replaces the secondary goals when given. */
  readonly secondaryGoals?: readonly TestGoal[] | undefined;
}

export type UpdateTest = (viewer: Viewer, input: UpdateTestInput) => Promise<Result<TestView, WorkspaceError>>;

/**
 * Changes a test's details after it is created, at any time (docs/decisions.md, "Changing a running test"). The
 * test is locked first, so the sessions it is checked against are the ones counted at that moment; a change to
 * what a running test measures is recorded in the same transaction, so the results page marks every one.
 */
export function makeUpdateTest(deps: {
  readonly uow: UnitOfWork;
  readonly goals: GoalRepository;
  readonly clock: Clock;
}): UpdateTest {
  return async (viewer, { id, secondaryGoals, ...edit }) => {
    const goalsChange = edit.goalId !== undefined || secondaryGoals !== undefined;
    // Read before the transaction, and only when the goals change: the catalogue is not part of it.
    const engagementGoals = goalsChange ? await deps.goals.listAll() : [];
    return deps.uow.run(async ({ tests, testChanges, conversionGoals }) => {
      const current = (await tests.lockForChange(viewer.userId, id)) ? await tests.find(viewer.userId, id) : null;
      if (current === null) return fail({ kind: 'TestNotFound' });
      if (goalsChange) {
        const kept = secondaryGoals ?? (await conversionGoals.secondaryGoalsOf([id])).get(id) ?? [];
        const goals = await checkGoalsOfTest(
          { engagementGoals, conversionGoals },
          { userId: viewer.userId, websiteId: current.websiteId },
          edit.goalId ?? current.goalId,
          kept,
        );
        if (!goals.ok) return goals;
        if (secondaryGoals !== undefined) await conversionGoals.setSecondaryGoals(id, goals.value);
      }
      const now = deps.clock.now();
      const edited = editTest(current, edit, now);
      if (!edited.ok) return edited;
      await tests.saveDetails(edited.value.test);
      for (const what of edited.value.changes) await testChanges.record({ testId: id, what, at: now });
      const view = await tests.find(viewer.userId, id);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
  };
}
