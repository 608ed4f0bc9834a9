import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../screens/not-found-page';
import { pageHead } from '../seo/page-head';
import { rootRoute } from './root-route';

/** The blog (SPEC §2): /blog lists the articles, /blog/<slug> shows one; any other slug is not found. */
export const blogIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog',
  head: () =>
    pageHead({
      path: '/blog',
      title: 'Blog',
      description:
        'Practical guides to A/B testing your website: headlines, forms, product pages, several variants at once and WordPress, with the maths worked out.',
    }),
  component: lazyRouteComponent(() => import('../screens/blog/blog-index-page'), 'BlogIndexPage'),
});

export const blogArticleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$slug',
  // The articles load with the page's own chunk, not the app's first one; an unknown slug is not found.
  loader: async ({ params }) => {
    const { findBlogArticle } = await import('../features/blog/blog-articles');
    const article = findBlogArticle(params.slug);
    if (article === undefined) throw notFound();
    return article;
  },
  head: ({ loaderData }) =>
    loaderData === undefined
      ? {}
      : pageHead({
          path: `/blog/${loaderData.slug}`,
          title: loaderData.attributes.title,
          description: loaderData.attributes.description,
        }),
  component: lazyRouteComponent(() => import('../screens/blog/blog-article-page'), 'BlogArticlePage'),
  notFoundComponent: NotFoundPage,
});

export const blogRoutes = [blogIndexRoute, blogArticleRoute] as const;
