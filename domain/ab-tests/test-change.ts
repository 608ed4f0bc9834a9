import type { TestId } from '../shared/ids';
import { distinctDevices } from './target-device';
import type { Test } from './test';
import { isRunningWithResults, type TestChangeKind } from './test-edit-rules';
import type { Variant } from './variant';

/** A moment a running test's results changed meaning, kept so the results page can mark it. */
export interface TestChange {
  readonly testId: TestId;
  readonly what: TestChangeKind;
  readonly at: Date;
}

function sameDevices(a: Test['targetDevices'], b: Test['targetDevices']): boolean {
  const [first, second] = [distinctDevices(a), distinctDevices(b)];
  return first.length === second.length && first.every((device, i) => device === second[i]);
}

/**
 * What `after` changes of what `before` measures, when `before` is running with results: its goal, its devices.
 * Other changes (its name, dates, cap) leave its results comparable, and a test without results has nothing to split.
 */
export function measureChanges(before: Test, after: Pick<Test, 'goalId' | 'targetDevices'>): TestChangeKind[] {
  if (!isRunningWithResults(before)) return [];
  const changes: TestChangeKind[] = [];
  if (after.goalId !== before.goalId) changes.push('goal');
  if (!sameDevices(before.targetDevices, after.targetDevices)) changes.push('devices');
  return changes;
}

/** Whether a variant now changes the page differently: its CSS, its JavaScript or where it redirects. */
export function changesVariantCode(
  before: Pick<Variant, 'cssCode' | 'jsCode' | 'pageRedirectUrl'>,
  after: Pick<Variant, 'cssCode' | 'jsCode' | 'pageRedirectUrl'>,
): boolean {
  return (
    before.cssCode !== after.cssCode ||
    before.jsCode !== after.jsCode ||
    before.pageRedirectUrl !== after.pageRedirectUrl
  );
}
