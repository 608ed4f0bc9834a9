import { pageUrl } from './page-url';

/**
 * Where a redirect variant sends the visitor: the target, plus this page's query parameters it does not set itself
 * (campaign tags and the like). Null when that is this very page, which would redirect forever.
 */
export function redirectTarget(target: string, href: string): string | null {
  const here = new URL(pageUrl(href));
  const own = new URL(target, here).searchParams;
  const to = new URL(target, here);
  here.searchParams.forEach((value, key) => {
    if (!own.has(key)) to.searchParams.append(key, value);
  });
  return to.href.split('#')[0] === here.href ? null : to.href;
}
