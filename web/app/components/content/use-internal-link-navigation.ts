import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/**
 * Markdown links are plain `<a href="/path">`: without this a click on one would reload the whole app. A plain
 * left click on a link to a path of this site goes through the router instead; anything else (a new tab, another
 * site, a `#fragment` on the same page, a download) is left to the browser.
 */
export function useInternalLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const router = useRouter();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (link === null || !href.startsWith('/') || href.startsWith('//')) return;
    if (link.target !== '' || link.hasAttribute('download')) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}
