// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../web/app/router';

const router = createAppRouter(new QueryClient());

/** The route a path lands on and the params it reads, as the app's own router matches them. */
function land(pathname: string): { routeId: string | undefined; params: Record<string, unknown> } {
  const [, rawParams, route] = router.getMatchedRoutes(pathname);
  return { routeId: route?.id, params: rawParams };
}

describe('the test routes (SPEC §2)', () => {
  it.each([
    ['/user/tests/new', '/user/tests/new', {}],
    ['/user/tests/new/success/t-1', '/user/tests/new/success/$testId', { testId: 't-1' }],
    ['/user/tests/t-1', '/user/tests/$testId', { testId: 't-1' }],
    ['/user/tests/t-1/edit', '/user/tests/$testId/edit', { testId: 't-1' }],
    ['/user/tests/t-1/variant/v-2', '/user/tests/$testId/variant/$variantId', { testId: 't-1', variantId: 'v-2' }],
    // The tests list's own routes (another file) stay theirs.
    ['/user/tests', '/user/tests', {}],
    ['/user/tests/page/2', '/user/tests/page/$currentPage', { currentPage: '2' }],
  ])('%s is the route %s', (pathname, routeId, params) => {
    const landed = land(pathname);
    expect(landed.routeId).toBe(routeId);
    expect(landed.params).toEqual(params);
  });

  it('never reads "new" as a test id, with or without a trailing slash', () => {
    expect(land('/user/tests/new/').routeId).toBe('/user/tests/new');
    expect(land('/user/tests/new').params).not.toHaveProperty('testId');
  });
});
