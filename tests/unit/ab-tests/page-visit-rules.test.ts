import { describe, expect, it } from 'vitest';
import { pageVisitUrl, reachesPageVisit } from '../../../domain/ab-tests/page-visit-rules';

const site = 'https://shop.example';

describe('page visit goals', () => {
  it('takes a path as on the website and drops the query, fragment and trailing slash', () => {
    expect(pageVisitUrl('/checkout/order-received/?key=1#x', 'starts_with', site)).toEqual({
      ok: true,
      url: `${site}/checkout/order-received`,
    });
    expect(pageVisitUrl('shop.example/thank-you', 'exact', site)).toEqual({ ok: true, url: `${site}/thank-you` });
  });

  it('refuses another website, a blank address, and a pattern without a *', () => {
    expect(pageVisitUrl('https://other.example/thanks', 'exact', site)).toMatchObject({ ok: false });
    expect(pageVisitUrl('  ', 'exact', site)).toMatchObject({ ok: false });
    expect(pageVisitUrl('/thank-you', 'pattern', site)).toEqual({
      ok: false,
      message: 'A pattern needs at least one *, standing for any characters',
    });
  });

  it.each([
    ['exact', `${site}/thank-you`, `${site}/thank-you?order=5`, true],
    ['exact', `${site}/thank-you`, `${site}/thank-you/more`, false],
    ['starts_with', `${site}/checkout/order-received`, `${site}/checkout/order-received/123`, true],
    ['starts_with', `${site}/checkout/order-received`, `${site}/checkout`, false],
    ['pattern', `${site}/checkouts/*/thank-you`, `${site}/checkouts/c/abc123/thank-you`, true],
    ['pattern', `${site}/checkouts/*/thank-you`, `${site}/checkouts/abc/thank-you-not`, false],
    ['exact', `${site}/a.b`, `${site}/aXb`, false],
  ] as const)('%s %s against %s: %s', (match, url, address, reached) => {
    expect(reachesPageVisit(address, url, match)).toBe(reached);
  });
});
