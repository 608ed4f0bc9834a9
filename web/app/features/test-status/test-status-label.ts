import type { TestStatus } from '../../gql/graphql';

/** What each status is called on every screen (the tests list, a test, its results, My Account). */
export const testStatusLabels: Record<TestStatus, string> = {
  INACTIVE: 'Inactive',
  SCHEDULED: 'Scheduled',
  RUNNING: 'Running',
  OUT_OF_SESSIONS: 'Paused — out of sessions',
  FULL: 'Full — maximum sessions reached',
  ENDED: 'Ended',
  STOPPED: 'Stopped',
  SHIPPED: 'Winner shipped',
};

/** The filter's options, in the list's own order: what needs attention first. */
export const testStatusOrder: readonly TestStatus[] = [
  'RUNNING',
  'OUT_OF_SESSIONS',
  'FULL',
  'SCHEDULED',
  'INACTIVE',
  'ENDED',
  'STOPPED',
  'SHIPPED',
];

/** A status from an address's `?status=`; anything else is no filter, as a stale link should show the list. */
export function testStatusFrom(value: unknown): TestStatus | undefined {
  return testStatusOrder.find((s) => s === value);
}
