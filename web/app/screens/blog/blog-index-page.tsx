import { SiteLink } from '../../components/navigation/site-link';
import { BlogArticleMeta } from '../../features/blog/blog-article-meta';
import { blogArticles } from '../../features/blog/blog-articles';
import '../../styles/blog.css';

/** /blog: every article, newest first, with its date, reading time and what it is about. */
export function BlogIndexPage() {
  return (
    <section className="page blog">
      <h1>Blog</h1>
      <p className="blog__lead">
        Practical guides to A/B testing your own website: what to test, how many visitors a test needs, and how to set
        it up in Splitpenny.
      </p>
      <ol className="blog-list" aria-label="Articles">
        {blogArticles.map((article) => (
          <li key={article.slug} className="blog-list__item">
            <article>
              <h2 className="blog-list__title">
                <SiteLink href={`/blog/${article.slug}`}>{article.attributes.title}</SiteLink>
              </h2>
              <BlogArticleMeta date={article.attributes.date} readingMinutes={article.readingMinutes} />
              <p className="blog-list__description">{article.attributes.description}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
