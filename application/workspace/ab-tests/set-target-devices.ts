import type { Viewer } from '../../../domain/accounts/viewer';
import { distinctDevices, targetDeviceId, type TargetDevice } from '../../../domain/ab-tests/target-device';
import type { TestId } from '../../../domain/shared/ids';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../ports/clock';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { WorkspaceError } from '../workspace-errors';

export type SetTargetDevices = (
  viewer: Viewer,
  input: { readonly testId: TestId; readonly devices: readonly TargetDevice[] },
) => Promise<Result<number[], WorkspaceError>>;

/** Replaces the devices a test runs on and answers with their ids (an empty list: every device). */
export function makeSetTargetDevices(deps: { readonly uow: UnitOfWork; readonly clock: Clock }): SetTargetDevices {
  return async (viewer, { testId, devices }) => {
    const chosen = distinctDevices(devices);
    const changed = await deps.uow.run(({ tests }) =>
      tests.setTargetDevices(viewer.userId, testId, chosen, deps.clock.now()),
    );
    return changed ? ok(chosen.map(targetDeviceId)) : fail({ kind: 'TestNotFound' });
  };
}
