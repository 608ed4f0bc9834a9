import { fail, ok, type Result } from '../shared/result';
import type { GoalId } from './goal';
import { distinctDevices, type TargetDevice } from './target-device';
import { testPeriod, type EndBeforeStart, type Test } from './test';
import { measureChanges } from './test-change';
import type { TestChangeKind } from './test-edit-rules';
import type { WhenDecided } from './when-decided';

/** The owner's changes to a test's details; a field left undefined stays as it is. */
export interface TestEdit {
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly goalId?: GoalId | undefined;
  readonly startDate?: Date | undefined;
  readonly endDate?: Date | undefined;
  readonly maxCases?: number | undefined;
  readonly minimumLiftPercent?: number | undefined;
  readonly whenDecided?: WhenDecided | undefined;
  /** Empty: every device. */
  readonly targetDevices?: readonly TargetDevice[] | undefined;
}

/** An active test's end moved to a moment already past: it would stop at once, which is what stopping it is for. */
export interface EndNotInFuture {
  readonly kind: 'EndNotInFuture';
}

/** The cap lowered below the sessions already counted (and charged): they cannot be given back. */
export interface MaxCasesBelowSessions {
  readonly kind: 'MaxCasesBelowSessions';
  readonly sessions: number;
}

export type TestEditProblem = EndBeforeStart | EndNotInFuture | MaxCasesBelowSessions;

export interface EditedTest {
  readonly test: Test;
  /** What the edit changes of what the running test measures, to be recorded with it. */
  readonly changes: readonly TestChangeKind[];
}

const changed = <T>(value: T | undefined, current: T, same: (a: T, b: T) => boolean): value is T =>
  value !== undefined && !same(value, current);

const sameTime = (a: Date, b: Date): boolean => a.getTime() === b.getTime();

/**
 * `test` with `edit` applied at `now`. The end still comes after the start; a new end of an active test is still
 * ahead; a lowered cap stays at or above the sessions counted. Rules on a field apply only when it changes, so a
 * test already past one of them (a cap lowered for beginners) can still be renamed.
 */
export function editTest(test: Test, edit: TestEdit, now: Date): Result<EditedTest, TestEditProblem> {
  const period = testPeriod(edit.startDate ?? test.startDate, edit.endDate ?? test.endDate);
  if (!period.ok) return period;
  if (test.active && changed(edit.endDate, test.endDate, sameTime) && edit.endDate.getTime() <= now.getTime()) {
    return fail({ kind: 'EndNotInFuture' });
  }
  if (changed(edit.maxCases, test.maxCases, Object.is) && edit.maxCases < test.testSessionsCount) {
    return fail({ kind: 'MaxCasesBelowSessions', sessions: test.testSessionsCount });
  }
  const edited: Test = {
    ...test,
    name: edit.name ?? test.name,
    description: edit.description ?? test.description,
    goalId: edit.goalId ?? test.goalId,
    startDate: period.value.startDate,
    endDate: period.value.endDate,
    maxCases: edit.maxCases ?? test.maxCases,
    minimumLiftPercent: edit.minimumLiftPercent ?? test.minimumLiftPercent,
    whenDecided: edit.whenDecided ?? test.whenDecided,
    targetDevices: distinctDevices(edit.targetDevices ?? test.targetDevices),
    lastModified: now,
  };
  return ok({ test: edited, changes: measureChanges(test, edited) });
}
