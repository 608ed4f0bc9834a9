import type { UserId } from '../shared/ids';

/** Who is calling: an owner through their access token, or another service through one of their API keys. */
export interface Viewer {
  readonly userId: UserId;
  readonly via: 'access-token' | 'api-key';
}
