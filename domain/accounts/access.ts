import type { ApiKeyScope } from './api-key';
import type { Viewer } from './viewer';

/**
 * What a change to an account asks of an API key. Reading needs no rule: every key may read what its owner may.
 * - `write`: a key with the write scope may do it, as the owner may.
 * - `owner`: only the owner, signed in with their password, may do it; never a key, whatever its scope. For what
 *   would let a leaked key take the account over or move money: managing keys, the email and password, deleting
 *   the account, payments and payouts.
 */
export type ChangeAccess = 'write' | 'owner';

export type AccessRefusal =
  { readonly kind: 'ScopeMissing'; readonly scope: ApiKeyScope } | { readonly kind: 'OwnerOnly' };

/** Null when the viewer may make a change that asks `access`, otherwise why not. */
export function changeRefusal(viewer: Viewer, access: ChangeAccess): AccessRefusal | null {
  if (viewer.via === 'access-token') return null;
  if (access === 'owner' || viewer.via === 'visual-editor') return { kind: 'OwnerOnly' };
  return viewer.scope === 'write' ? null : { kind: 'ScopeMissing', scope: 'write' };
}
