import { getRouteApi } from '@tanstack/react-router';
import { MarkdownBody } from '../../components/content/markdown-body';
import { SiteLink } from '../../components/navigation/site-link';
import { BlogArticleMeta } from '../../features/blog/blog-article-meta';
import { findBlogArticle } from '../../features/blog/blog-articles';
import { BlogPostingJsonLd } from '../../features/blog/blog-posting-json-ld';
import '../../styles/blog.css';

const route = getRouteApi('/blog/$slug');

/** /blog/<slug>: one article, then the articles it names as related and a way to start testing. */
export function BlogArticlePage() {
  const article = route.useLoaderData();
  const related = article.attributes.related.flatMap((slug) => findBlogArticle(slug) ?? []);
  return (
    <article className="page blog-article">
      <BlogPostingJsonLd article={article} />
      <header className="blog-article__header">
        <p className="blog-article__section">
          <SiteLink href="/blog">Blog</SiteLink>
        </p>
        <h1>{article.attributes.title}</h1>
        <BlogArticleMeta
          date={article.attributes.date}
          updated={article.attributes.updated}
          readingMinutes={article.readingMinutes}
        />
      </header>
      <MarkdownBody html={article.html} />
      <nav className="blog-related" aria-labelledby="related-articles">
        <h2 id="related-articles">Related articles</h2>
        <ul>
          {related.map((other) => (
            <li key={other.slug}>
              <SiteLink href={`/blog/${other.slug}`}>{other.attributes.title}</SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <aside className="blog-cta" aria-labelledby="blog-cta-title">
        <h2 id="blog-cta-title">Run your first test this week</h2>
        <p>
          Paste one script tag, describe your variants and pay only for the visitor sessions your tests use. Every
          account gets 1,000 free sessions each month.
        </p>
        <div className="button-row">
          <SiteLink href="/create-account" className="button button--primary">
            Create a free account
          </SiteLink>
          <SiteLink href="/pricing" className="button button--secondary">
            See pricing
          </SiteLink>
        </div>
      </aside>
    </article>
  );
}
