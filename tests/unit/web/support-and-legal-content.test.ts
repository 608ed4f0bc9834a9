// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { payoutThresholdSentence } from '../../../web/app/screens/affiliates/programme-facts';
import { isoDate } from '../../../web/app/format/uk-date';
import { legalDocument } from '../../../web/app/screens/legal/legal-document';
import { supportGuide } from '../../../web/app/screens/support/support-guide';
import { supportGuides } from '../../../web/app/screens/support/support-guides';
import { createAppRouter } from '../../../web/app/router';
import { legalPaths } from '../../../web/app/routes/legal-paths';
import { legalRoutes } from '../../../web/app/routes/legal-routes';
import { supportPaths } from '../../../web/app/routes/support-paths';
import { supportRoutes } from '../../../web/app/routes/support-routes';

const root = path.resolve(import.meta.dirname, '../../..');
const webApp = path.join(root, 'web/app');

type Compiled = { attributes: Record<string, unknown>; html: string; words: number };

/** Every Markdown file of an area, compiled by the same plugin as the web build (vitest.config.ts). */
async function contentOf(area: 'support' | 'legal'): Promise<Map<string, Compiled>> {
  const folder = path.join(webApp, 'content', area);
  const files = readdirSync(folder).filter((file) => file.endsWith('.md'));
  const modules = await Promise.all(
    files.map(
      async (file) => [file, ((await import(path.join(folder, file))) as { default: Compiled }).default] as const,
    ),
  );
  return new Map(modules);
}

// Building the router gives every route its full path.
const router = createAppRouter(new QueryClient());
const support = await contentOf('support');
const legal = await contentOf('legal');

/** The app's own source files (not the tracking script, which runs on customers' sites). */
function appSources(folder = webApp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : appSources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The names of the cookies and storage items the app writes: the first argument of every `Cookies.set(` and
 * `.setItem(` call, as a string literal or a constant declared with a literal somewhere in the app.
 */
function namesTheAppStores(): { names: Set<string>; unresolved: string[] } {
  const sources = appSources().map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const constants = new Map<string, string>();
  for (const { text } of sources) {
    for (const match of text.matchAll(/(?:const|let)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*['"]([^'"]+)['"]/g)) {
      constants.set(match[1] ?? '', match[2] ?? '');
    }
  }
  const names = new Set<string>();
  const unresolved: string[] = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(/(?:Cookies\.set|\.setItem)\(\s*([A-Za-z_$][\w$]*|'[^']*'|"[^"]*")/g)) {
      const argument = match[1] ?? '';
      const name = /^['"]/.test(argument) ? argument.slice(1, -1) : constants.get(argument);
      if (name === undefined) unresolved.push(`${path.relative(root, file)}: ${argument}`);
      else names.add(name);
    }
  }
  return { names, unresolved };
}

describe('support and legal content', () => {
  it('has a Markdown page for every support and legal route, and a route for every page', () => {
    expect(supportRoutes.map((route) => route.fullPath)).toEqual([...supportPaths]);
    expect(legalRoutes.map((route) => route.fullPath)).toEqual([...legalPaths]);
    expect(support.size).toBe(supportPaths.length);
    expect([...legal.keys()].sort()).toEqual(legalPaths.map((p) => `${p.slice(1)}.md`).sort());
  });

  it.each([...support])('support page %s has valid front matter and starts below the page h1', (_file, module) => {
    const page = supportGuide(module);
    expect(page.html).not.toContain('<h1');
    expect(page.words).toBeGreaterThan(200);
  });

  it.each([...legal])('legal document %s has valid front matter with its last-updated date', (_file, module) => {
    const page = legalDocument(module);
    expect(isoDate(page.attributes.lastUpdated)).toBe('2026-11-21');
    expect(page.html).not.toContain('<h1');
  });

  it('lists each guide on the hub under the title of its own page', () => {
    const guidePaths = supportPaths.filter((p) => p !== '/support');
    expect(supportGuides.map((guide) => guide.path)).toEqual(guidePaths);
    for (const guide of supportGuides) {
      // /support/test-creation/guide is test-creation-guide.md
      const file = `${guide.path.slice('/support/'.length).replaceAll('/', '-')}.md`;
      expect(support.get(file)?.attributes['title'], file).toBe(guide.title);
    }
  });

  it('shows the real tracking snippet in the installation guide', () => {
    expect(support.get('script-setup.md')?.html).toContain(
      '&lt;script src=&quot;https://APP/scripts/tracking/track.js&quot; data-site=&quot;WEBSITE_ID&quot;&gt;&lt;/script&gt;',
    );
  });

  it('explains conversion goals in the test creation guide, beside the six engagement goals', () => {
    const html = support.get('test-creation-guide.md')?.html ?? '';
    expect(html).toContain('Conversion goals</h3>');
    for (const kind of ['Page visit', 'Element click', 'Form submission', 'Custom event', 'Revenue']) {
      expect(html).toMatch(new RegExp(`<td[^>]*>${kind}</td>`));
    }
  });

  it('keeps the payout threshold sentence of the affiliate programme word for word', () => {
    const html = legal.get('affiliate-terms.md')?.html ?? '';
    expect(html.replaceAll('&#39;', "'")).toContain(payoutThresholdSentence);
  });

  it('names in the cookie policy every cookie and storage item the app writes', () => {
    const { names, unresolved } = namesTheAppStores();
    expect(unresolved, 'cookie or storage names the test cannot read: use a literal or a constant').toEqual([]);
    expect([...names]).toEqual(expect.arrayContaining(['accountToken', 'referrer']));
    const policy = legal.get('cookie-policy.md')?.html ?? '';
    for (const name of names)
      expect(policy, `the cookie policy does not mention ${name}`).toContain(`<code>${name}</code>`);
  });

  it("names in the cookie policy every item the tracking script keeps in customers' sites", () => {
    const storage = readFileSync(path.join(root, 'web/track/storage.ts'), 'utf8');
    const keys = [...storage.matchAll(/export const \w+Key = '([^']+)'/g)].map((match) => match[1] ?? '');
    expect(keys).toContain('splitpenny_visitor');
    const policy = legal.get('cookie-policy.md')?.html ?? '';
    for (const key of keys) expect(policy).toContain(`<code>${key}`);
  });

  it('links only to pages the app has', () => {
    const pages = [...support, ...legal];
    for (const [file, module] of pages) {
      for (const match of module.html.matchAll(/href="(\/[^"#?]*)/g)) {
        const target = match[1] ?? '';
        const [, , route] = router.getMatchedRoutes(target);
        expect(route?.id, `${file} links to ${target}`).toBeDefined();
        expect(route?.id, `${file} links to ${target}`).not.toBe('__root__');
      }
      expect(module.html, `${file} links to a #fragment, but headings have no ids`).not.toMatch(/href="[^"]*#/);
    }
  });
});
