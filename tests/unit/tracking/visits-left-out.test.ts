import { describe, expect, it } from 'vitest';
import { testsOnPage } from '../../../domain/tracking/visits-left-out';
import type { TrackedTest } from '../../../domain/tracking/tracking-protocol';

function tracked(id: string, page: string, shipped = false): TrackedTest {
  return { id, page, devices: [], variants: [], ...(shipped ? { shipped: true as const } : {}) };
}

describe('testsOnPage', () => {
  const config = {
    tests: [
      tracked('pricing', 'https://shop.example/pricing'),
      tracked('pricing-campaign', 'https://shop.example/pricing?c=spring'),
      tracked('about', 'https://shop.example/about'),
      tracked('shipped', 'https://shop.example/pricing', true),
    ],
  };

  it('names the tests a person would have entered on that page, never a shipped winner', () => {
    expect(testsOnPage(config, 'https://shop.example/pricing')).toEqual(['pricing']);
    expect(testsOnPage(config, 'https://shop.example/about/')).toEqual(['about']);
  });

  it('names none for a page of no test, or for what is no address', () => {
    expect(testsOnPage(config, 'https://shop.example/contact')).toEqual([]);
    expect(testsOnPage(config, 'not a page')).toEqual([]);
  });
});
