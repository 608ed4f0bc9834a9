import { MarkdownBody } from '../../components/content/markdown-body';
import { SiteLink } from '../../components/navigation/site-link';
import type { ContentPage, ContentPageAttributes } from '../../content/content-page';
import '../../styles/support.css';

/** A support guide (SPEC §2, Support): a way back to the hub, its title as the one h1, then its Markdown body. */
export function SupportGuidePage({ page }: { page: ContentPage<ContentPageAttributes> }) {
  return (
    // Catches the clicks bubbling up from the body's own links (Enter on a focused link is a click too).
    <article className="page page--narrow support-guide">
      <p className="support-guide__breadcrumb">
        <SiteLink href="/support">Support</SiteLink> /
      </p>
      <h1>{page.attributes.title}</h1>
      <p className="lead">{page.attributes.description}</p>
      <MarkdownBody html={page.html} />
      <aside className="support-guide__help" aria-label="More help">
        <p>
          Still stuck? <SiteLink href="/contact">Contact us</SiteLink> with the address of your page, or see{' '}
          <SiteLink href="/support">all the support guides</SiteLink>.
        </p>
      </aside>
    </article>
  );
}
