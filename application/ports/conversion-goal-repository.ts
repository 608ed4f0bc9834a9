import type { ConversionGoal } from '../../domain/ab-tests/conversion-goal';
import type { GoalId } from '../../domain/ab-tests/goal';
import type { TestGoal } from '../../domain/ab-tests/test-goals';
import type { TestId, UserId, WebsiteId } from '../../domain/shared/ids';

/** Owners' conversion goals and the goals each test measures besides its primary one; scoped to one owner. */
export interface ConversionGoalRepository {
  listForWebsite(userId: UserId, websiteId: WebsiteId): Promise<readonly ConversionGoal[]>;
  findMany(userId: UserId, ids: readonly GoalId[]): Promise<readonly ConversionGoal[]>;
  countForWebsite(websiteId: WebsiteId): Promise<number>;
  /** The stored goal with its id; null when the website has a goal of that name already (nothing written). */
  insert(goal: Omit<ConversionGoal, 'id'>): Promise<ConversionGoal | null>;
  /** 'taken' when another goal of the website has the name. */
  update(goal: ConversionGoal): Promise<'updated' | 'taken'>;
  /** How many tests measure the goal, first or second. */
  testsMeasuring(id: GoalId): Promise<number>;
  delete(id: GoalId): Promise<void>;
  /** Each test's secondary goals, in the owner's order. */
  secondaryGoalsOf(testIds: readonly TestId[]): Promise<ReadonlyMap<TestId, readonly TestGoal[]>>;
  setSecondaryGoals(testId: TestId, goals: readonly TestGoal[]): Promise<void>;
}
