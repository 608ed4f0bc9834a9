import {
  loginChallengeValidityMs,
  secondFactorMethods,
  type LoginChallenge,
  type SecondFactorMethod,
} from '../../../domain/accounts/second-factor';
import type { UserId } from '../../../domain/shared/ids';
import type { Repositories } from '../../ports/unit-of-work';
import type { SecondFactorDeps } from './second-factor-deps';

/** What the password step answers for an account with a second factor, instead of a session. */
export interface SecondFactorChallenge {
  /** The token the second step sends back; it works once, for a few minutes. */
  readonly challenge: string;
  readonly expiresAt: Date;
  readonly methods: SecondFactorMethod[];
  /** The options for `navigator.credentials.get()`, as JSON, when the account has passkeys. */
  readonly passkeyOptionsJson: string | null;
}

/**
 * Opens the second step of a login whose password was right: null when the user has no second factor (the session
 * starts at once). The token is kept only as a hash.
 */
export async function openLoginChallenge(
  deps: Pick<SecondFactorDeps, 'ids' | 'opaqueTokens' | 'passkeys'>,
  repos: Pick<Repositories, 'secondFactors'>,
  userId: UserId,
  now: Date,
): Promise<SecondFactorChallenge | null> {
  if (!(await repos.secondFactors.hasAny(userId))) return null;
  const [totpSecret, passkeys, recoveryCodesLeft] = await Promise.all([
    repos.secondFactors.findTotpSecret(userId),
    repos.secondFactors.listPasskeys(userId),
    repos.secondFactors.countUnusedRecoveryCodes(userId),
  ]);
  const ceremony =
    passkeys.length === 0 ? null : await deps.passkeys.authenticationOptions(passkeys.map((p) => p.credential));
  const token = deps.opaqueTokens.generate();
  const challenge: LoginChallenge = {
    id: deps.ids.next(),
    userId,
    passkeyChallenge: ceremony?.challenge ?? null,
    expiresAt: new Date(now.getTime() + loginChallengeValidityMs),
    failures: 0,
    usedAt: null,
  };
  await repos.secondFactors.insertLoginChallenge(challenge, deps.opaqueTokens.hash(token));
  return {
    challenge: token,
    expiresAt: challenge.expiresAt,
    methods: secondFactorMethods({ totpEnabled: totpSecret !== null, passkeys, recoveryCodesLeft }),
    passkeyOptionsJson: ceremony?.optionsJson ?? null,
  };
}
