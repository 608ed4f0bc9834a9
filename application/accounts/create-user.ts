import { emailConfirmationExpiry } from '../../domain/accounts/email-confirmation';
import { normaliseEmail } from '../../domain/accounts/email-address';
import { newPasswordProblem, personalWordsOf, type NewPasswordProblem } from '../../domain/accounts/password-rules';
import { newUser } from '../../domain/accounts/user';
import { referralFor } from '../../domain/affiliates/referral';
import type { UserId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import { signupCredit, signupMonthTopUp } from '../../domain/sessions/credit-ledger';
import type { AccessTokens } from '../ports/access-tokens';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';
import type { Mailer } from '../ports/mailer';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PasswordHasher } from '../ports/password-hasher';
import type { PasswordStrength } from '../ports/password-strength';
import type { UnitOfWork } from '../ports/unit-of-work';
import { startSession, type AccountSession } from './account-session';
import { welcomeEmail } from './emails/welcome-email';

export interface CreateUserInput {
  readonly email: string;
  readonly password: string;
  /** Signed up through the affiliate register page. */
  readonly directAffiliateSignup: boolean;
  /** The affiliate whose referral link brought them (the `referrer` cookie); an id of no account is ignored. */
  readonly referrerId?: UserId | null;
}

export type CreateUserError =
  { readonly kind: 'EmailTaken' } | { readonly kind: 'WeakPassword'; readonly problem: NewPasswordProblem };
export type CreateUser = (input: CreateUserInput) => Promise<Result<AccountSession, CreateUserError>>;

export interface CreateUserDeps {
  readonly uow: UnitOfWork;
  readonly hasher: PasswordHasher;
  readonly passwordStrength: PasswordStrength;
  readonly tokens: AccessTokens;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly opaqueTokens: OpaqueTokens;
  readonly signupSessions: number;
  readonly appUrl: string;
}

/**
 * Creates the account with its signup credit (and, through a referral link, its referral) and the link that confirms
 * its address in one transaction, then welcomes the new owner by email with that link. The owner can set everything
 * up at once, but their tests take no visitors until the address is confirmed (confirm-email.ts), so an account made
 * for an address nobody reads spends none of its sessions.
 */
export function makeCreateUser(deps: CreateUserDeps): CreateUser {
  return async (input) => {
    const now = deps.clock.now();
    const email = normaliseEmail(input.email);
    // Judged before the address is looked at, so a weak password is refused alike for a taken and a free address.
    const problem = newPasswordProblem(input.password, deps.passwordStrength.weaknessOf, personalWordsOf(email));
    if (problem !== null) return fail({ kind: 'WeakPassword', problem });
    const user = newUser({
      id: deps.ids.next() as UserId,
      email,
      passwordHash: await deps.hasher.hash(input.password),
      directAffiliateSignup: input.directAffiliateSignup,
      createdAt: now,
    });
    const token = deps.opaqueTokens.generate();
    const created = await deps.uow.run(async ({ users, credits, affiliates, emailConfirmations }) => {
      if (!(await users.insert(user))) return false;
      const confirmation = { id: deps.ids.next(), userId: user.id, email, expiresAt: emailConfirmationExpiry(now) };
      await emailConfirmations.insert({ ...confirmation, usedAt: null }, deps.opaqueTokens.hash(token), now);
      await credits.record(signupCredit(user.id, deps.signupSessions, now, deps.ids.next()));
      await credits.record(signupMonthTopUp(user.id, now, deps.ids.next()));
      const referrerId = input.referrerId ?? null;
      if (referrerId !== null && (await users.findById(referrerId)) !== null) {
        const referral = referralFor(referrerId, user, deps.ids.next());
        if (referral !== null) await affiliates.addReferral(referral);
      }
      return true;
    });
    if (!created) return fail({ kind: 'EmailTaken' });

    // The account exists whether or not the welcome could be stored; the outbox has logged such a failure, and one of
    // its delivery is recorded on the email (`splitpenny emails --failed`).
    await deps.mailer.send(welcomeEmail(email, deps.appUrl, deps.signupSessions, token)).catch(() => undefined);
    return ok(await startSession(deps.tokens, { ...user, testSessionsRemaining: deps.signupSessions }, now));
  };
}
