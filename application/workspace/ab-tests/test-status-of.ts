import { testStatus, type TestStatus } from '../../../domain/ab-tests/test-status';
import type { Clock } from '../../ports/clock';
import type { TestView } from './test-view';

export type TestStatusOf = (test: TestView) => TestStatus;

/** A test's status now, by the rules the tracking config uses (see domain/ab-tests/test-status.ts). */
export function makeTestStatusOf(deps: { readonly clock: Clock }): TestStatusOf {
  return (test) => testStatus(test, test.ownerBalance, deps.clock.now());
}
