/**
 * Where the build's prerendered pages say the site lives. The server swaps it for its own PUBLIC_URL when it loads
 * them (adapters/http/prerendered-pages.ts, which repeats the value), since the address is a run-time setting.
 */
export const prerenderOrigin = 'https://prerendered.splitpenny.invalid';

/** The site's origin for absolute links in the head and in structured data. */
export function siteOrigin(): string {
  if (import.meta.env.VITE_PUBLIC_URL !== undefined) return import.meta.env.VITE_PUBLIC_URL;
  return typeof window === 'undefined' ? prerenderOrigin : window.location.origin;
}
