import { contentPage, type ContentPage, type MarkdownModule } from '../../content/content-page';
import type { LegalDocumentAttributes } from '../../content/front-matter-schemas';

export type { LegalDocumentAttributes } from '../../content/front-matter-schemas';

export function legalDocument(module: MarkdownModule): ContentPage<LegalDocumentAttributes> {
  return contentPage(module);
}
