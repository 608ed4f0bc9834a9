import type { BearerRefusal } from '../../application/accounts/identify-bearer';
import type { UseCases } from '../../application/use-cases';
import type { Viewer } from '../../domain/accounts/viewer';
import type { Result } from '../../domain/shared/result';
import { createLoaders, type Loaders } from './loaders';

export type ViewerRefusal = BearerRefusal | 'missing';
export type ViewerResolution = Result<Viewer, { readonly kind: 'Unauthenticated'; readonly reason: ViewerRefusal }>;

/** What every resolver receives: the use cases and who is calling, nothing framework-specific. */
export interface GraphqlContext {
  readonly useCases: UseCases;
  readonly clientIp: string;
  /** Resolved from the Authorization header on first use, so public operations never pay for it. */
  readonly viewer: () => Promise<ViewerResolution>;
  readonly loaders: Loaders;
}

export function createGraphqlContext(
  useCases: UseCases,
  authorization: string | undefined,
  clientIp: string,
): GraphqlContext {
  let resolution: Promise<ViewerResolution> | undefined;
  const viewer = (): Promise<ViewerResolution> => (resolution ??= resolveViewer(useCases, authorization));
  return { useCases, clientIp, viewer, loaders: createLoaders(useCases, viewer) };
}

async function resolveViewer(useCases: UseCases, authorization: string | undefined): Promise<ViewerResolution> {
  if (authorization === undefined || authorization.trim() === '') {
    return { ok: false, error: { kind: 'Unauthenticated', reason: 'missing' } };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (match?.[1] === undefined) return { ok: false, error: { kind: 'Unauthenticated', reason: 'malformed' } };
  return useCases.identifyBearer(match[1]);
}
