import type { MarkdownLoader } from '../../content/markdown-loader';
import { legalDocument } from './legal-document';

/**
 * A route component for one legal document, for `lazyRouteComponent`: the page component and the document's text
 * are loaded together, on the first visit to the route, and neither is in the main bundle.
 */
export async function legalDocumentComponent(load: MarkdownLoader) {
  const [{ LegalDocumentPage }, module] = await Promise.all([import('./legal-document-page'), load()]);
  const page = legalDocument(module.default);
  return {
    default: function LegalDocument() {
      return <LegalDocumentPage page={page} />;
    },
  };
}
