import { contentPage, type ContentPage, type MarkdownModule } from '../../content/content-page';

import type { MarketingContentAttributes } from '../../content/front-matter-schemas';

/** A marketing page's Markdown (web/app/content/marketing): the hero's heading and lead, then the prose. */
export type MarketingContent = ContentPage<MarketingContentAttributes>;

export function marketingContent(module: MarkdownModule): MarketingContent {
  return contentPage(module);
}
