import type { TestId, PageId, UserId } from '../shared/ids';
import type { GoalId } from './goal';
import type { TargetDevice } from './target-device';

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
  /** Empty: every device. */
  readonly targetDevices: readonly TargetDevice[];
  readonly testSessionsCount: number;
  readonly createdAt: Date;
  readonly lastModified: Date;
}
