import type { SecondFactors } from '../../../domain/accounts/second-factor';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UnitOfWork } from '../../ports/unit-of-work';

export type ListSecondFactors = (viewer: Viewer) => Promise<SecondFactors>;

export function makeListSecondFactors(deps: { readonly uow: UnitOfWork }): ListSecondFactors {
  return (viewer) =>
    deps.uow.read(async ({ secondFactors }) => {
      const [totpSecret, passkeys, recoveryCodesLeft] = await Promise.all([
        secondFactors.findTotpSecret(viewer.userId),
        secondFactors.listPasskeys(viewer.userId),
        secondFactors.countUnusedRecoveryCodes(viewer.userId),
      ]);
      return {
        totpEnabled: totpSecret !== null,
        passkeys: passkeys.map(({ credential: _credential, ...passkey }) => passkey),
        recoveryCodesLeft,
      };
    });
}
