import { asTotpCode, isLoginChallengeOpen, normaliseRecoveryCode } from '../../../domain/accounts/second-factor';
import type { User } from '../../../domain/accounts/user';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { Repositories } from '../../ports/unit-of-work';
import { startSession, type AccountSession } from '../account-session';
import type { ThrottleAttempt } from '../throttle-attempt';
import type { SecondFactorDeps } from './second-factor-deps';
import type { AccessTokens } from '../../ports/access-tokens';

export interface AuthenticateSecondFactorInput {
  /** The token the password step gave. */
  readonly challenge: string;
  /** A code from the authenticator app, or a recovery code. */
  readonly code: string | null;
  /** A passkey assertion: the browser's `PublicKeyCredential` as JSON. */
  readonly passkeyResponse: string | null;
  /** The caller's network, for the login throttle. */
  readonly network: string;
}

export type AuthenticateSecondFactorError =
  | { readonly kind: 'LoginChallengeInvalid' }
  | { readonly kind: 'InvalidSecondFactor' }
  | { readonly kind: 'RateLimited'; readonly retryAfterSeconds: number };

export type AuthenticateSecondFactor = (
  input: AuthenticateSecondFactorInput,
) => Promise<Result<AccountSession, AuthenticateSecondFactorError>>;

/**
 * The second step of a login. Every answer counts as a login attempt against the caller's network and the account's
 * email (the password step's throttle), and a challenge takes only a few wrong answers: guessing codes is bounded as
 * tightly as guessing passwords. A right answer uses the challenge up, so it starts one session.
 */
export function makeAuthenticateSecondFactor(
  deps: SecondFactorDeps & { readonly tokens: AccessTokens; readonly throttleAttempt: ThrottleAttempt },
): AuthenticateSecondFactor {
  return async (input) => {
    const now = deps.clock.now();
    const found = await deps.uow.read(async ({ secondFactors, users }) => {
      const challenge = await secondFactors.findLoginChallenge(deps.opaqueTokens.hash(input.challenge));
      const user = challenge === null ? null : await users.findById(challenge.userId);
      return challenge === null || user === null ? null : { challenge, user };
    });
    const throttled = await deps.throttleAttempt('authenticate', {
      network: input.network,
      email: found?.user.email ?? null,
    });
    if (!throttled.ok) return throttled;
    if (found === null || !isLoginChallengeOpen(found.challenge, now)) return fail({ kind: 'LoginChallengeInvalid' });
    const { challenge, user } = found;
    return deps.uow.run(async (repos) => {
      if (!(await answers(deps, repos, user, challenge.passkeyChallenge, input, now))) {
        await repos.secondFactors.countLoginChallengeFailure(challenge.id);
        return fail({ kind: 'InvalidSecondFactor' } as const);
      }
      if (!(await repos.secondFactors.useLoginChallenge(challenge.id, now))) {
        return fail({ kind: 'LoginChallengeInvalid' } as const);
      }
      return ok(await startSession(deps.tokens, user, now));
    });
  };
}

/** Whether the input is a right answer for the user's factors; a right code or passkey is counted as used. */
async function answers(
  deps: SecondFactorDeps,
  repos: Repositories,
  user: User,
  passkeyChallenge: string | null,
  input: AuthenticateSecondFactorInput,
  now: Date,
): Promise<boolean> {
  const { secondFactors } = repos;
  if (input.passkeyResponse !== null) {
    if (passkeyChallenge === null) return false;
    const credentialId = deps.passkeys.credentialIdOf(input.passkeyResponse);
    const passkey = (await secondFactors.listPasskeys(user.id)).find((p) => p.credential.credentialId === credentialId);
    if (passkey === undefined) return false;
    const verified = await deps.passkeys.verifyAuthentication(
      input.passkeyResponse,
      passkeyChallenge,
      passkey.credential,
    );
    if (verified === null) return false;
    await secondFactors.markPasskeyUsed(passkey.id, verified.newCounter, now);
    return true;
  }
  if (input.code === null) return false;
  const totpCode = asTotpCode(input.code);
  if (totpCode !== null) {
    const secret = await secondFactors.findTotpSecret(user.id);
    const step = secret === null ? null : deps.totp.matchingStep(secret, totpCode, now);
    return step !== null && (await secondFactors.useTotpStep(user.id, step));
  }
  const codeHash = deps.opaqueTokens.hash(normaliseRecoveryCode(input.code));
  return secondFactors.useRecoveryCode(user.id, codeHash, now);
}
