import type { UserId } from '../shared/ids';
import type { AccessTokenClaims } from './access-token';

/** Who is calling: an owner through their access token, or another service through one of their API keys. */
export interface Viewer {
  readonly userId: UserId;
  readonly via: 'access-token' | 'api-key';
  /** The access token's claims, when signed in through one: what logging out refuses. */
  readonly session?: AccessTokenClaims;
}
