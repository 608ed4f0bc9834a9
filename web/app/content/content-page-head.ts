import { pageHead } from '../seo/page-head';
import type { ContentPageAttributes } from './content-page';

/**
 * The head of a Markdown page, from the front matter its route loader returned: the title and description are
 * written once, in the Markdown file. Until the loader has answered there is nothing to say yet.
 */
export function contentPageHead(path: string, attributes: ContentPageAttributes | undefined) {
  if (attributes === undefined) return {};
  return pageHead({ path, title: attributes.title, description: attributes.description });
}
