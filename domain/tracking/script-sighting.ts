import type { WebsiteId } from '../shared/ids';
import { pageAddressesOf } from './page-address';
import { trackingLimits } from './tracking-protocol';

/**
 * The tracking script seen running on a page of a website (the install check): the page's canonical address
 * without its query, and when. Nothing about the visitor.
 */
export interface ScriptSighting {
  readonly websiteId: WebsiteId;
  readonly page: string;
  readonly at: Date;
}

/** A page's sighting is stored at most once in this long, however busy the page. */
export const sightingIntervalMs = 86_400_000;

/**
 * The address a sighting of `href` is stored under: canonical, without query or fragment, as the script sends it
 * (the last of `addressesOfLocation`). Null for what is not an http(s) page address or is too long to keep.
 */
export function sightedPageAddress(href: string): string | null {
  if (href.length > trackingLimits.urlLength) return null;
  const address = pageAddressesOf(href).at(-1);
  return address === undefined || address.length > trackingLimits.urlLength ? null : address;
}

/** Whether a sighted page address is on the website at `websiteUrl` (an origin). */
export function isOnWebsite(pageAddress: string, websiteUrl: string): boolean {
  return new URL(pageAddress).origin === websiteUrl;
}

/** A host without its `www.`: `www.example.com` and `example.com` are one site's two names. */
function bareHost(url: URL): string {
  return url.host.startsWith('www.') ? url.host.slice(4) : url.host;
}

/**
 * Whether a sighted page is on a near address of the website: the same host over the other scheme, or its www twin
 * (`http://localhost:3712` for a website saved as `https://localhost:3712`). The script runs there and its visitors
 * are accepted, but the website's pages, matched by their full address, never match: the owner is told so.
 */
export function isNearWebsite(pageAddress: string, websiteUrl: string): boolean {
  const page = new URL(pageAddress);
  const website = new URL(websiteUrl);
  return page.origin !== website.origin && bareHost(page) === bareHost(website);
}

/** The calendar day (UTC) of a time, `yyyy-mm-dd`: a server remembers the pages it recorded per day. */
export function sightingDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
