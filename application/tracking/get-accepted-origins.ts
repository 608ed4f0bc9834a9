import { acceptedOrigins } from '../../domain/websites/website-origin-rules';
import type { TrackingConfigSource } from '../ports/tracking-config-source';

/**
 * The origins whose pages may enrol a website's visitors and send their events; null for an id that names no
 * website (its enrolments name no test of it either, and are answered as unknown).
 */
export type GetAcceptedOrigins = (websiteId: string) => Promise<ReadonlySet<string> | null>;

export function makeGetAcceptedOrigins(deps: { readonly source: TrackingConfigSource }): GetAcceptedOrigins {
  return async (websiteId) => {
    const website = await deps.source.websiteOrigins(websiteId);
    return website === null ? null : acceptedOrigins(website.url, website.extraOrigins);
  };
}
