import { z } from 'zod';
import { contentPage, type ContentPage } from '../../content/content-page';

/** A marketing page's Markdown (web/app/content/marketing): the hero's heading and lead, then the prose. */
export const marketingContentAttributes = z.object({
  heading: z.string().min(1),
  lead: z.string().min(50).max(320),
});

export type MarketingContent = ContentPage<z.infer<typeof marketingContentAttributes>>;

export function marketingContent(module: Parameters<typeof contentPage>[0]): MarketingContent {
  return contentPage(module, marketingContentAttributes);
}
