import type { UserId, VariantId } from '../shared/ids';
import type { AccessTokenClaims } from './access-token';
import type { ApiKeyScope } from './api-key';

/**
 * Who is calling: an owner through their access token (its claims are what logging out refuses), or another service
 * through one of their API keys, or the visual editor on their site, whose credential saves one variant only.
 */
export type Viewer =
  | { readonly userId: UserId; readonly via: 'access-token'; readonly session?: AccessTokenClaims }
  | { readonly userId: UserId; readonly via: 'api-key'; readonly scope: ApiKeyScope }
  | { readonly userId: UserId; readonly via: 'visual-editor'; readonly variantId: VariantId };
