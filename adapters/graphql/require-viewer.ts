import type { Viewer } from '../../domain/accounts/viewer';
import { graphqlError } from './errors';
import type { ViewerRefusal, ViewerSource } from './viewer-resolution';

const refusalMessages: Record<ViewerRefusal, string> = {
  missing: 'You need to log in to do that.',
  // Programs send these two: logging in again would not help them.
  'not-bearer': 'The Authorization header must be "Bearer " followed by your API key (it starts with sp_live_).',
  malformed: 'Your access token is not valid. Log in again.',
  'unknown-api-key':
    'This API key is not known: check that it was copied whole, or create a new one under API keys on My Account.',
  expired: 'Your session has expired. Log in again.',
  revoked: 'This API key has been revoked.',
  'signed-out': 'Your session has ended: you logged out, or your password or email changed. Log in again.',
  'account-deleted': 'This account no longer exists.',
};

/**
 * The gate of every protected field: the signed-in viewer, or UNAUTHENTICATED saying why not. It takes any context
 * with a viewer, not GraphqlContext itself, because the context's loaders use this gate too.
 */
export function requireViewer(ctx: { readonly viewer: ViewerSource }): Promise<Viewer> {
  return requireViewerFrom(ctx.viewer);
}

export async function requireViewerFrom(viewer: ViewerSource): Promise<Viewer> {
  const resolution = await viewer();
  if (resolution.ok) return resolution.value;
  throw graphqlError('UNAUTHENTICATED', refusalMessages[resolution.error.reason], { reason: resolution.error.reason });
}
