import { describe, expect, it } from 'vitest';
import { normalisePageUrl, normaliseWebsiteUrl } from '../../../../domain/websites/site-url';

describe('website addresses', () => {
  it.each([
    ['a bare host', 'example.com', 'https://example.com'],
    ['capitals, default port and trailing slash', 'HTTPS://Example.COM:443/', 'https://example.com'],
    ['plain http kept', 'http://shop.example.com', 'http://shop.example.com'],
    ['a port kept', 'https://example.com:8443', 'https://example.com:8443'],
    ['spaces around', '  example.com  ', 'https://example.com'],
    // This machine's development servers rarely have a certificate: once saved as https://, an http site never matched.
    ['localhost with a port and no scheme, over http', 'localhost:3712', 'http://localhost:3712'],
    ['a loopback address with no scheme, over http', '127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['a .localhost name with no scheme, over http', 'shop.localhost', 'http://shop.localhost'],
    ['localhost typed with https, kept', 'https://localhost:3712', 'https://localhost:3712'],
    ['a name that only starts like localhost, over https', 'localhost.example.com', 'https://localhost.example.com'],
  ])('normalise %s', (_name, raw, expected) => {
    expect(normaliseWebsiteUrl(raw)).toEqual({ ok: true, url: expected });
  });

  it.each([
    ['a path', 'https://example.com/shop', 'has-path'],
    ['a query', 'https://example.com/?a=1', 'has-path'],
    ['another scheme', 'ftp://example.com', 'not-http'],
    ['words', 'not a url', 'not-a-url'],
    ['nothing', '', 'not-a-url'],
  ])('refuse %s', (_name, raw, problem) => {
    expect(normaliseWebsiteUrl(raw)).toEqual({ ok: false, problem });
  });
});

describe('page addresses', () => {
  const site = 'https://example.com';
  it.each([
    ['a path', '/pricing', 'https://example.com/pricing'],
    ['a trailing slash', '/pricing/', 'https://example.com/pricing'],
    ['the root', '/', 'https://example.com/'],
    ['a full address', 'https://EXAMPLE.com/shop/shoes/', 'https://example.com/shop/shoes'],
    ['a query kept, a fragment dropped', '/search?q=shoes#top', 'https://example.com/search?q=shoes'],
    ['a bare host of the site', 'example.com/about', 'https://example.com/about'],
  ])('normalise %s', (_name, raw, expected) => {
    expect(normalisePageUrl(raw, site)).toEqual({ ok: true, url: expected });
  });

  it.each([
    ['another site', 'https://other.example/pricing', 'other-origin'],
    ['the site over http', 'http://example.com/pricing', 'other-origin'],
    ['javascript', 'javascript:alert(1)', 'not-a-url'],
    ['words', 'pricing page', 'not-a-url'],
  ])('refuse %s', (_name, raw, problem) => {
    expect(normalisePageUrl(raw, site)).toEqual({ ok: false, problem });
  });
});
