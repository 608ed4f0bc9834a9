import type { User } from '../../domain/accounts/user';
import { isCardNearingExpiry } from '../../domain/payments/saved-card';
import type { AccessTokens } from '../ports/access-tokens';

/** What signing up or logging in gives the browser (SPEC §7: id, token, cardNearingExpiry). */
export interface AccountSession {
  readonly id: string;
  readonly token: string;
  readonly cardNearingExpiry: boolean;
}

export async function startSession(tokens: AccessTokens, user: User, now: Date): Promise<AccountSession> {
  const { token } = await tokens.issue(user.id, now);
  return { id: user.id, token, cardNearingExpiry: isCardNearingExpiry(user.card, now) };
}
