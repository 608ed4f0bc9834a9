import type { TestStatus } from '../../gql/graphql';

/** What each status is called on every screen (the tests list, a test, its results, My Account). */
export const testStatusLabels: Record<TestStatus, string> = {
  INACTIVE: 'Inactive',
  SCHEDULED: 'Scheduled',
  RUNNING: 'Running',
  EMAIL_UNCONFIRMED: 'Waiting — confirm your email address',
  OUT_OF_SESSIONS: 'Paused — out of sessions',
  FULL: 'Full — maximum sessions reached',
  ENDED: 'Ended',
  STOPPED: 'Stopped',
  SHIPPED: 'Winner shipped',
};
