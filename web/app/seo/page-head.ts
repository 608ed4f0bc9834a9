import { siteOrigin } from './site-origin';

/** What every page declares about itself (SPEC §2): title, description, noindex and canonical link. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** The canonical path, e.g. `/pricing`; made absolute against the site's origin. */
  readonly path: string;
  readonly noindex?: boolean;
}

const siteName = 'Splitpenny';

/** The value of a route's `head` option. */
export function pageHead(meta: PageMeta) {
  return {
    meta: [
      { title: meta.path === '/' ? `${siteName}: ${meta.title}` : `${meta.title} | ${siteName}` },
      { name: 'description', content: meta.description },
      ...(meta.noindex === true ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ],
    links: [{ rel: 'canonical', href: new URL(meta.path, siteOrigin()).href }],
  };
}
