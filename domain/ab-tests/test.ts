import type { TestId, PageId, UserId } from '../shared/ids';
import { fail, ok, type Result } from '../shared/result';
import { defaultMinimumLiftPercent } from './duration-estimate-rules';
import type { GoalId } from './goal';
import { distinctDevices, type TargetDevice } from './target-device';
import { defaultWhenDecided, type WhenDecided } from './when-decided';

/** The product's "test": variants of one page compared on one goal, between two dates, up to a session cap. */
export interface Test {
  readonly id: TestId;
  readonly userId: UserId;
  readonly pageId: PageId;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly goalId: GoalId;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
  /**
   * The smallest relative lift worth finding, in percent (10 is +10%): what the test was planned for, and the lift a
   * verdict of "no meaningful difference" rules out.
   */
  readonly minimumLiftPercent: number;
  /** What happens once the verdict decides the test (when-decided.ts). */
  readonly whenDecided: WhenDecided;
  /** Empty: every device. */
  readonly targetDevices: readonly TargetDevice[];
  readonly testSessionsCount: number;
  readonly createdAt: Date;
  readonly lastModified: Date;
}

export interface EndBeforeStart {
  readonly kind: 'EndBeforeStart';
}

/** A new test whose end has already passed: it could never take a visitor. */
export interface EndInPast {
  readonly kind: 'EndInPast';
}

export interface TestPeriod {
  readonly startDate: Date;
  readonly endDate: Date;
}

/** The dates a test runs between: the end must come strictly after the start, or it would never run. */
export function testPeriod(startDate: Date, endDate: Date): Result<TestPeriod, EndBeforeStart> {
  return endDate.getTime() > startDate.getTime() ? ok({ startDate, endDate }) : fail({ kind: 'EndBeforeStart' });
}

/** What the owner chooses for a new test. */
export interface TestChoices {
  readonly pageId: PageId;
  readonly name: string;
  readonly description: string;
  readonly goalId: GoalId;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
  /** Left out: `defaultMinimumLiftPercent`. */
  readonly minimumLiftPercent?: number | undefined;
  /** Left out: `defaultWhenDecided` (stop and tell me). */
  readonly whenDecided?: WhenDecided | undefined;
  readonly targetDevices: readonly TargetDevice[];
}

/** The owner's choices, with the id the test is stored under and the moment it is created. */
export interface NewTestInput extends TestChoices {
  readonly id: TestId;
  readonly userId: UserId;
  readonly now: Date;
}

/**
 * A test as it is first stored: inactive until the owner starts it, with no sessions yet, each target device once,
 * and an end after its start and after now.
 */
export function newTest(input: NewTestInput): Result<Test, EndBeforeStart | EndInPast> {
  const period = testPeriod(input.startDate, input.endDate);
  if (!period.ok) return period;
  if (input.endDate.getTime() <= input.now.getTime()) return fail({ kind: 'EndInPast' });
  return ok({
    id: input.id,
    userId: input.userId,
    pageId: input.pageId,
    name: input.name,
    description: input.description,
    active: false,
    goalId: input.goalId,
    startDate: period.value.startDate,
    endDate: period.value.endDate,
    maxCases: input.maxCases,
    minimumLiftPercent: input.minimumLiftPercent ?? defaultMinimumLiftPercent,
    whenDecided: input.whenDecided ?? defaultWhenDecided,
    targetDevices: distinctDevices(input.targetDevices),
    testSessionsCount: 0,
    createdAt: input.now,
    lastModified: input.now,
  });
}
