// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageVisitMatches, pageVisitMatches } from '../../../web/app/features/goals/page-visit-matches';

const site = 'https://shop.example';
const pages = [
  { id: '1', name: 'Home', url: 'https://shop.example/' },
  { id: '2', name: 'Checkout', url: 'https://shop.example/checkout' },
  { id: '3', name: 'Order placed', url: 'https://shop.example/checkout/thank-you' },
  { id: '4', name: 'Blog post', url: 'https://shop.example/blog/ferns' },
];
const names = (found: readonly { name: string }[] | null) => found?.map((page) => page.name) ?? null;

afterEach(cleanup);

describe('a page visit goal tried against the website’s pages', () => {
  it('reaches the pages the tracking script would count it on, by each way of matching', () => {
    expect(names(pageVisitMatches('/checkout', 'EXACT', site, pages))).toEqual(['Checkout']);
    expect(names(pageVisitMatches('/checkout/', 'EXACT', site, pages))).toEqual(['Checkout']);
    expect(names(pageVisitMatches('/checkout', 'STARTS_WITH', site, pages))).toEqual(['Checkout', 'Order placed']);
    expect(names(pageVisitMatches('/*/thank-you', 'PATTERN', site, pages))).toEqual(['Order placed']);
    expect(names(pageVisitMatches('https://shop.example/blog/*', 'PATTERN', site, pages))).toEqual(['Blog post']);
    expect(names(pageVisitMatches('/basket', 'EXACT', site, pages))).toEqual([]);
  });

  it('says nothing of an address the server would refuse (another website, a pattern without a star)', () => {
    expect(pageVisitMatches('https://other.example/checkout', 'EXACT', site, pages)).toBeNull();
    expect(pageVisitMatches('/checkout', 'PATTERN', site, pages)).toBeNull();
  });

  it('tells the owner which pages it reaches, and that one reaching none still counts on pages not added', () => {
    const { rerender } = render(
      <PageVisitMatches target="/checkout" match="STARTS_WITH" websiteUrl={site} pages={pages} />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Reaches 2 of the 4 pages added to this website: Checkout, Order placed.',
    );
    rerender(<PageVisitMatches target="/basket" match="EXACT" websiteUrl={site} pages={pages} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Reaches none of the 4 pages added to this website (it still counts on any page of the website it matches).',
    );
    rerender(<PageVisitMatches target="" match="EXACT" websiteUrl={site} pages={pages} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
