// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../web/app/router';
import { isKnownPage, secretPagePrefixes as servedPrefixes } from '../../../adapters/http/site-paths';
import { indexablePaths, secretPagePrefixes, unlistedPaths } from '../../../web/app/routes/site-paths';

/** The router's public routes: every full path outside the signed-in area, without a trailing slash. */
function publicRoutePaths(): string[] {
  const router = createAppRouter(new QueryClient());
  return Object.keys(router.routesByPath)
    .map((fullPath) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath))
    .filter((fullPath) => fullPath !== '/user' && !fullPath.startsWith('/user/'));
}

const patternOf = (routePath: string) => new RegExp(`^${routePath.replace(/\$[^/]+/g, '[^/]+')}$`);

describe('the list of public pages (sitemap and 404s)', () => {
  const listed = [...indexablePaths, ...unlistedPaths];
  const routes = publicRoutePaths();

  it('names each page once', () => {
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('holds every public route without parameters', () => {
    const fixed = routes.filter((route) => !route.includes('$'));
    expect(fixed.filter((route) => !listed.includes(route))).toEqual([]);
  });

  it('holds only pages the router has', () => {
    expect(listed.filter((page) => !routes.some((route) => patternOf(route).test(page)))).toEqual([]);
  });

  it('lists at least one page of every public route with parameters, but those behind a secret link', () => {
    const withParameters = routes.filter(
      (route) => route.includes('$') && !secretPagePrefixes.some((prefix) => route.startsWith(prefix)),
    );
    expect(withParameters.filter((route) => !listed.some((page) => patternOf(route).test(page)))).toEqual([]);
  });

  it('has the server serve the app behind every secret link, and only there', () => {
    expect([...servedPrefixes]).toEqual(secretPagePrefixes);
    const paths = { indexable: [], known: new Set<string>() };
    expect(isKnownPage(paths, '/shared/results/some-token')).toBe(true);
    expect(isKnownPage(paths, '/shared/other')).toBe(false);
  });
});
