import { describe, expect, it } from 'vitest';
import {
  acceptedOrigins,
  extraOriginLimit,
  extraOriginsMessage,
  normaliseExtraOrigins,
  requestOrigin,
} from '../../../../domain/websites/website-origin-rules';

describe("a website's accepted origins", () => {
  it('are its own origin and its www twin, over https and http, and the other origins its owner added', () => {
    expect([...acceptedOrigins('https://shop.example', ['https://pay.example.net'])].sort()).toEqual([
      'http://shop.example',
      'http://www.shop.example',
      'https://pay.example.net',
      'https://shop.example',
      'https://www.shop.example',
    ]);
    expect(acceptedOrigins('https://www.shop.example', []).has('https://shop.example')).toBe(true);
  });

  it('keep a port, and give an address by number no www twin', () => {
    const accepted = acceptedOrigins('http://127.0.0.1:8080', []);
    expect([...accepted].sort()).toEqual(['http://127.0.0.1:8080', 'https://127.0.0.1:8080']);
  });

  it('leave out every other site, a sibling subdomain and a look-alike', () => {
    const accepted = acceptedOrigins('https://shop.example', []);
    for (const other of ['https://evil.example', 'https://blog.shop.example', 'https://shop.example.evil.net']) {
      expect(accepted.has(other)).toBe(false);
    }
  });
});

describe("a request's origin", () => {
  it('is its Origin header, else the origin of its Referer', () => {
    expect(requestOrigin('https://shop.example', 'https://other.example/page')).toBe('https://shop.example');
    expect(requestOrigin(undefined, 'https://shop.example/cart?x=1')).toBe('https://shop.example');
  });

  it('is none for Origin: null with no Referer, no header at all, or what is not a web address', () => {
    expect(requestOrigin('null', undefined)).toBeNull();
    expect(requestOrigin(undefined, undefined)).toBeNull();
    expect(requestOrigin('file://', undefined)).toBeNull();
    expect(requestOrigin(undefined, 'not a url')).toBeNull();
  });
});

describe('other origins as the owner enters them', () => {
  it('become origins, blanks and repeats dropped', () => {
    expect(
      normaliseExtraOrigins(['checkout.example.net', ' ', 'https://checkout.example.net/', 'http://a.test:81']),
    ).toEqual({
      ok: true,
      origins: ['https://checkout.example.net', 'http://a.test:81'],
    });
  });

  it('are refused with the entry named when one is not an origin or has a path', () => {
    const withPath = normaliseExtraOrigins(['https://ok.example', 'https://pay.example/checkout']);
    expect(withPath).toEqual({ ok: false, problem: 'hasPath', entry: 'https://pay.example/checkout' });
    if (!withPath.ok)
      expect(extraOriginsMessage(withPath.problem, withPath.entry)).toContain('https://pay.example/checkout');
    expect(normaliseExtraOrigins(['ftp://files.example'])).toMatchObject({ ok: false, problem: 'notAnOrigin' });
    expect(normaliseExtraOrigins(['not an origin'])).toMatchObject({ ok: false, problem: 'notAnOrigin' });
  });

  it(`are at most ${extraOriginLimit}`, () => {
    const many = Array.from({ length: extraOriginLimit + 1 }, (_, i) => `https://site-${i}.example`);
    expect(normaliseExtraOrigins(many.slice(0, extraOriginLimit))).toMatchObject({ ok: true });
    expect(normaliseExtraOrigins(many)).toMatchObject({ ok: false, problem: 'tooMany' });
  });
});
