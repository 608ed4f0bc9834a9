import { addressesOfLocation } from '../../domain/tracking/page-address';
import { forcedVariantParameter } from '../../domain/tracking/tracking-protocol';

/**
 * Where a redirect variant sends the visitor: the target, plus this page's query parameters it does not set itself
 * (campaign tags and the like), never the QA parameter. Null when that is this very page, which would redirect
 * forever.
 */
export function redirectTarget(target: string, href: string): string | null {
  const here = new URL(href);
  here.searchParams.delete(forcedVariantParameter);
  const to = new URL(target, here);
  const own = new URLSearchParams(to.search);
  here.searchParams.forEach((value, key) => {
    if (!own.has(key)) to.searchParams.append(key, value);
  });
  return addressesOfLocation(to)[0] === addressesOfLocation(here)[0] ? null : to.href;
}
