import type { TestStatus } from '../../gql/graphql';

/**
 * The statuses in the tests list's own order: what needs attention first. Apart from the labels, so the routes,
 * which every page loads, read a `?status=` without the screens' wording.
 */
export const testStatusOrder: readonly TestStatus[] = [
  'RUNNING',
  'EMAIL_UNCONFIRMED',
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
