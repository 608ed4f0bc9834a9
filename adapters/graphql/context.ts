import type { UseCases } from '../../application/use-cases';
import { createLoaders, type Loaders } from './loaders';
import type { ViewerResolution, ViewerSource } from './viewer-resolution';

/** What every resolver receives: the use cases and who is calling, nothing framework-specific. */
export interface GraphqlContext {
  readonly useCases: UseCases;
  /**
   * The caller's network (an IPv4 address, or an IPv6 /64: adapters/http/client-network.ts), the key its attempts
   * are limited by.
   */
  readonly clientNetwork: string;
  /** Resolved from the Authorization header on first use, so public operations never pay for it. */
  readonly viewer: ViewerSource;
  readonly loaders: Loaders;
}

export function createGraphqlContext(
  useCases: UseCases,
  authorization: string | undefined,
  clientNetwork: string,
): GraphqlContext {
  let resolution: Promise<ViewerResolution> | undefined;
  const viewer: ViewerSource = () => (resolution ??= resolveViewer(useCases, authorization));
  return { useCases, clientNetwork, viewer, loaders: createLoaders(useCases, viewer) };
}

async function resolveViewer(useCases: UseCases, authorization: string | undefined): Promise<ViewerResolution> {
  if (authorization === undefined || authorization.trim() === '') {
    return { ok: false, error: { kind: 'Unauthenticated', reason: 'missing' } };
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (match?.[1] === undefined) return { ok: false, error: { kind: 'Unauthenticated', reason: 'not-bearer' } };
  return useCases.identifyBearer(match[1]);
}
