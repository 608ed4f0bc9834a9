import type { BearerRefusal } from '../../application/accounts/identify-bearer';
import type { Viewer } from '../../domain/accounts/viewer';
import type { Result } from '../../domain/shared/result';

/**
 * Who is calling, as a request resolves it from its Authorization header. Its own module because the context
 * builds it, and the loaders and the viewer gate read it: none of them should import another for it.
 */
export type ViewerRefusal = BearerRefusal | 'missing' | 'not-bearer';
export type ViewerResolution = Result<Viewer, { readonly kind: 'Unauthenticated'; readonly reason: ViewerRefusal }>;

/** The request's viewer, resolved on first call and shared by later ones. */
export type ViewerSource = () => Promise<ViewerResolution>;
