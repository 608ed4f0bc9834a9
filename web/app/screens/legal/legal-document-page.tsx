import { MarkdownBody } from '../../components/content/markdown-body';
import type { ContentPage } from '../../content/content-page';
import { isoDate } from '../../format/uk-date';
import '../../styles/legal.css';
import type { LegalDocumentAttributes } from './legal-document';

/** A legal document (SPEC §2, Legal): its title as the one h1, the date it last changed, then its Markdown body. */
export function LegalDocumentPage({ page }: { page: ContentPage<LegalDocumentAttributes> }) {
  const { title, lastUpdated } = page.attributes;
  return (
    // Catches the clicks bubbling up from the body's own links (Enter on a focused link is a click too).
    <article className="page page--narrow legal-document">
      <header className="legal-document__header">
        <h1>{title}</h1>
        <p className="legal-document__updated">
          Last updated: <time dateTime={isoDate(lastUpdated) ?? undefined}>{lastUpdated}</time>
        </p>
      </header>
      <MarkdownBody html={page.html} />
    </article>
  );
}
