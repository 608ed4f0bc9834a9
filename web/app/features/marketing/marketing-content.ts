import * as z from 'zod/mini';
import { contentPage, type ContentPage } from '../../content/content-page';

/** A marketing page's Markdown (web/app/content/marketing): the hero's heading and lead, then the prose. */
export const marketingContentAttributes = z.object({
  heading: z.string().check(z.minLength(1)),
  lead: z.string().check(z.minLength(50), z.maxLength(320)),
});

export type MarketingContent = ContentPage<z.infer<typeof marketingContentAttributes>>;

export function marketingContent(module: Parameters<typeof contentPage>[0]): MarketingContent {
  return contentPage(module, marketingContentAttributes);
}
