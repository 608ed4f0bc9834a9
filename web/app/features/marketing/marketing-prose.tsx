import { MarkdownBody } from '../../components/content/markdown-body';

/** A marketing page's Markdown body, in the page's column. */
export function MarketingProse({ html }: { html: string }) {
  return (
    <section className="page section marketing-prose">
      <MarkdownBody html={html} />
    </section>
  );
}
