import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineSourcesOf } from '../../../adapters/http/security-headers';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the inline scripts and styles a page's CSP allows", () => {
  it('hashes each inline script a browser would run, exactly as written between its tags', () => {
    const consent = "\n      document.documentElement.classList.remove('no-js');\n    ";
    const html = `<head><script>${consent}</script><script type="module">import('/a.js')</script></head>`;
    expect(inlineSourcesOf(html).scripts).toEqual([hashOf(consent), hashOf("import('/a.js')")]);
  });

  it('leaves out scripts loaded from a file and data blocks, which CSP does not check by hash', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/json" id="prerendered-queries">{"a":1}</script>' +
      "<script type='application/ld+json'>{}</script>";
    expect(inlineSourcesOf(html).scripts).toEqual([]);
  });

  it('hashes <style> elements, and each distinct source once', () => {
    const html = '<style>body{margin:0}</style><p>x</p><style media="print">body{margin:0}</style>';
    expect(inlineSourcesOf(html)).toEqual({ scripts: [], styles: [hashOf('body{margin:0}')] });
  });

  it('hashes what the browser hashes: the text with its CRLF line ends turned into LF', () => {
    expect(inlineSourcesOf('<script>a();\r\nb();</script>').scripts).toEqual([hashOf('a();\nb();')]);
  });

  it('allows the hashed sources and no other inline code in the policy', () => {
    const policy = contentSecurityPolicy(inlineSourcesOf('<script>go()</script><style>p{}</style>'));
    expect(policy).toContain(`script-src 'self' ${hashOf('go()')};`);
    expect(policy).toContain(`style-src 'self' ${hashOf('p{}')};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
