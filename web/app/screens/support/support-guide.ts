import {
  contentPage,
  type ContentPage,
  type ContentPageAttributes,
  type MarkdownModule,
} from '../../content/content-page';

export function supportGuide(module: MarkdownModule): ContentPage<ContentPageAttributes> {
  return contentPage(module);
}
