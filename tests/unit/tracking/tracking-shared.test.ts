import { describe, expect, it } from 'vitest';
import { pageAddressesOf } from '../../../domain/tracking/page-address';
import { assignmentPoint, pickVariant } from '../../../domain/tracking/variant-assignment';
import { deviceForWidth } from '../../../domain/tracking/viewport-device';

describe('variant assignment', () => {
  it('gives a visitor the same point every time, and different tests different points', () => {
    expect(assignmentPoint('visitor-1', 'test-a')).toBe(assignmentPoint('visitor-1', 'test-a'));
    const points = new Set(['test-a', 'test-b', 'test-c', 'test-d'].map((t) => assignmentPoint('visitor-1', t)));
    expect(points.size).toBeGreaterThan(1);
  });

  it('splits 10,000 visitors close to a 70/30 allocation', () => {
    const counts = [0, 0];
    for (let i = 0; i < 10_000; i += 1) counts[pickVariant(assignmentPoint(`v${i}`, 'test'), [70, 30])]! += 1;
    expect(counts[0]! / 10_000).toBeCloseTo(0.7, 1);
  });

  it.each([
    [0, [50, 50], 0],
    [49.99, [50, 50], 0],
    [50, [50, 50], 1],
    [10, [0, 100], 1],
    [99.99, [60, 0, 40], 2],
    [80, [60, 20, 0], 1],
  ])('puts point %f with shares %j in variant %i', (point, shares, expected) => {
    expect(pickVariant(point, shares)).toBe(expected);
  });
});

describe('deviceForWidth (SPEC §9)', () => {
  it.each([
    [320, 1],
    [767, 1],
    [768, 2],
    [1023, 2],
    [1024, 3],
  ])('%i px is device %i', (width, device) => {
    expect(deviceForWidth(width)).toBe(device);
  });
});

describe('pageAddressesOf', () => {
  it.each([
    ['https://Shop.example.com/Pricing/#top', ['https://shop.example.com/Pricing']],
    [
      'https://shop.example.com/pricing?utm_source=x&splitpenny_variant=1',
      ['https://shop.example.com/pricing?utm_source=x', 'https://shop.example.com/pricing'],
    ],
    ['https://shop.example.com:443/', ['https://shop.example.com/']],
    ['https://shop.example.com/?splitpenny_variant=2', ['https://shop.example.com/']],
    ['not a url', []],
    ['ftp://shop.example.com/', []],
  ])('%s', (href, expected) => {
    expect(pageAddressesOf(href)).toEqual(expected);
  });
});
