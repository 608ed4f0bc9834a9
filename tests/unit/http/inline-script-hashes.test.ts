import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashesOf } from '../../../adapters/http/security-headers';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("the inline scripts a page's CSP allows", () => {
  it('hashes each inline script a browser would run, exactly as written between its tags', () => {
    const consent = "\n      document.documentElement.classList.remove('no-js');\n    ";
    const html = `<head><script>${consent}</script><script type="module">import('/a.js')</script></head>`;
    expect(inlineScriptHashesOf(html)).toEqual([hashOf(consent), hashOf("import('/a.js')")]);
  });

  it('leaves out scripts loaded from a file and data blocks, which CSP does not check by hash', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/json" id="prerendered-queries">{"a":1}</script>' +
      "<script type='application/ld+json'>{}</script>";
    expect(inlineScriptHashesOf(html)).toEqual([]);
  });

  it('hashes each distinct script once', () => {
    expect(inlineScriptHashesOf('<script>go()</script><p>x</p><SCRIPT type="text/javascript">go()</SCRIPT>')).toEqual([
      hashOf('go()'),
    ]);
  });

  it('hashes what the browser hashes: the text with its CRLF line ends turned into LF', () => {
    expect(inlineScriptHashesOf('<script>a();\r\nb();</script>')).toEqual([hashOf('a();\nb();')]);
  });

  it('allows the hashed scripts and no other inline script, eval or plugin in the policy', () => {
    const policy = contentSecurityPolicy(inlineScriptHashesOf('<script>go()</script>'));
    expect(policy).toContain(`script-src 'self' ${hashOf('go()')};`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
