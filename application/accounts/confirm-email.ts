import { singleUseLinkProblem } from '../../domain/accounts/single-use-link';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { UnitOfWork } from '../ports/unit-of-work';

export type ConfirmEmailError =
  | { readonly kind: 'ConfirmationLinkUnknown' }
  | { readonly kind: 'ConfirmationLinkUsed' }
  | { readonly kind: 'ConfirmationLinkExpired' };

export type ConfirmEmail = (token: string) => Promise<Result<{ readonly email: string }, ConfirmEmailError>>;

/**
 * Confirms a new account's address with the link sent to it: from then on the account's tests take visitors (the
 * tracking configs of its websites are dropped everywhere by the database, migration 0042). The link alone signs no
 * one in. A link to an address the account has left since confirms nothing; an address confirmed already (by
 * another link, or by an email change) stays so, and its open links are spent.
 */
export function makeConfirmEmail(deps: {
  readonly uow: UnitOfWork;
  readonly opaqueTokens: OpaqueTokens;
  readonly clock: Clock;
}): ConfirmEmail {
  return async (token) => {
    const now = deps.clock.now();
    return deps.uow.run(async ({ users, emailConfirmations }) => {
      const confirmation = await emailConfirmations.findByTokenHash(deps.opaqueTokens.hash(token));
      if (confirmation === null) return fail({ kind: 'ConfirmationLinkUnknown' } as const);
      const problem = singleUseLinkProblem(confirmation, now);
      if (problem === 'used') return fail({ kind: 'ConfirmationLinkUsed' } as const);
      if (problem === 'expired') return fail({ kind: 'ConfirmationLinkExpired' } as const);
      const user = await users.findById(confirmation.userId);
      if (user === null || user.email !== confirmation.email) return fail({ kind: 'ConfirmationLinkUnknown' } as const);
      await users.confirmEmail(user.id, confirmation.email, now);
      await emailConfirmations.useAllForUser(user.id, now);
      return ok({ email: user.email });
    });
  };
}
