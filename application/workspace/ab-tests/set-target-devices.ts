import type { Viewer } from '../../../domain/accounts/viewer';
import { distinctDevices, targetDeviceId, type TargetDevice } from '../../../domain/ab-tests/target-device';
import { measureChanges } from '../../../domain/ab-tests/test-change';
import type { TestId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type SetTargetDevices = (
  viewer: Viewer,
  input: { readonly testId: TestId; readonly devices: readonly TargetDevice[] },
) => Promise<Result<number[], WorkspaceError>>;

/**
 * Replaces the devices a test runs on and answers with their ids (an empty list: every device). On a running test
 * that changes which visitors its results measure, so the change is recorded with it, as updateTest records it.
 */
export function makeSetTargetDevices(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): SetTargetDevices {
  return async (viewer, { testId, devices }) => {
    const chosen = distinctDevices(devices);
    const changed = await deps.uow.run(async ({ tests, testChanges }) => {
      const before = await tests.find(viewer.userId, testId);
      const now = deps.clock.now();
      if (before === null || !(await tests.setTargetDevices(viewer.userId, testId, chosen, now))) return false;
      for (const what of measureChanges(before, { ...before, targetDevices: chosen })) {
        await testChanges.record({ testId, what, at: now });
      }
      return true;
    });
    return changed ? ok(chosen.map(targetDeviceId)) : fail({ kind: 'TestNotFound' });
  };
}
