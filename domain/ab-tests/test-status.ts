import { whyNotLive } from '../sessions/enrolment';

/**
 * Where a test stands, as every screen and the API say it. Derived from the rules the tracking config and the
 * enrolment use (whyNotLive), so a test is "running" exactly when it takes visitors.
 */
export type TestStatus =
  | 'inactive'
  | 'scheduled'
  | 'running'
  | 'email_unconfirmed'
  | 'out_of_sessions'
  | 'full'
  | 'ended'
  | 'stopped'
  | 'shipped';

export const testStatuses: readonly TestStatus[] = [
  'running',
  'email_unconfirmed',
  'out_of_sessions',
  'full',
  'scheduled',
  'inactive',
  'ended',
  'stopped',
  'shipped',
];

export interface TestStatusFacts {
  readonly active: boolean;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
  readonly testSessionsCount: number;
  readonly stoppedAt: Date | null;
  readonly shippedVariantId: string | null;
  readonly ownerEmailConfirmed: boolean;
}

/** The owner's decisions come first (a shipped winner, a stop); then why the test would refuse a visitor now. */
export function testStatus(test: TestStatusFacts, ownerBalance: number, now: Date): TestStatus {
  if (test.shippedVariantId !== null) return 'shipped';
  if (test.stoppedAt !== null) return 'stopped';
  const reason = whyNotLive({ ...test, sessionsCount: test.testSessionsCount }, ownerBalance, now);
  switch (reason) {
    case null:
      return 'running';
    case 'not_started':
      return 'scheduled';
    case 'out_of_sessions':
    case 'email_unconfirmed':
      return reason;
    case 'full':
    case 'ended':
      return reason;
    default:
      return 'inactive';
  }
}

/** The order of the tests list: what needs the owner's attention (running, then paused) before the rest. */
export function statusRank(status: TestStatus): number {
  return testStatuses.indexOf(status);
}
