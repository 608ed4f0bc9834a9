import {
  contentPage,
  contentPageAttributes,
  type ContentPage,
  type ContentPageAttributes,
} from '../../content/content-page';

/** A support guide's front matter: a title and a description, like every content page. */
export const supportGuideAttributes = contentPageAttributes;

export function supportGuide(module: Parameters<typeof contentPage>[0]): ContentPage<ContentPageAttributes> {
  return contentPage(module, supportGuideAttributes);
}
