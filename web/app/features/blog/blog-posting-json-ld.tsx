import { siteOrigin } from '../../seo/site-origin';
import type { BlogArticle } from './blog-articles';

/**
 * The article described for search engines (schema.org BlogPosting). `<` is escaped so that no text in the front
 * matter can close the script element early.
 */
export function BlogPostingJsonLd({ article }: { article: BlogArticle }) {
  const url = new URL(`/blog/${article.slug}`, siteOrigin()).href;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.attributes.title,
    description: article.attributes.description,
    datePublished: article.attributes.date,
    dateModified: article.attributes.updated ?? article.attributes.date,
    wordCount: article.words,
    mainEntityOfPage: url,
    url,
    publisher: { '@type': 'Organization', name: 'Splitpenny' },
  };
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
