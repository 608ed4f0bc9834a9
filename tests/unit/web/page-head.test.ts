// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../../web/app/seo/page-head';

describe('page head', () => {
  it('titles the home page with the brand first and other pages with it last', () => {
    expect(pageHead({ path: '/', title: 'A/B testing', description: 'd' }).meta[0]).toEqual({
      title: 'Splitpenny: A/B testing',
    });
    expect(pageHead({ path: '/pricing', title: 'Pricing', description: 'd' }).meta[0]).toEqual({
      title: 'Pricing | Splitpenny',
    });
  });

  it('gives each page its description and an absolute canonical link', () => {
    const head = pageHead({ path: '/pricing', title: 'Pricing', description: 'Pay per session' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Pay per session' });
    expect(head.links).toEqual([{ rel: 'canonical', href: `${window.location.origin}/pricing` }]);
  });

  it('asks search engines to skip a page only when told to', () => {
    const robots = { name: 'robots', content: 'noindex, nofollow' };
    expect(pageHead({ path: '/user', title: 'My Account', description: 'd', noindex: true }).meta).toContainEqual(
      robots,
    );
    expect(pageHead({ path: '/about', title: 'About', description: 'd' }).meta).not.toContainEqual(robots);
  });
});
