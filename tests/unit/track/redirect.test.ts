// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { redirectTarget } from '../../../web/track/redirect-target';
import {
  liveTest,
  openPage,
  pageHref,
  sent,
  server,
  setUpBrowser,
  startTracker,
  tearDownBrowser,
  variant,
} from './tracker-harness';

beforeEach(setUpBrowser);
afterEach(tearDownBrowser);

const redirectTo = (target: string) => liveTest('test-1', [variant(0, 0), variant(1, 100, { redirect: target })]);

describe('redirect variants', () => {
  it('enrols first, by a request that outlives the page, then replaces the page, keeping its query parameters', async () => {
    openPage('/landing?utm_source=mail&plan=a#top');
    server.configs[pageHref('/landing?utm_source=mail&plan=a')] = { tests: [redirectTo('/landing-b?plan=b')] };

    await startTracker();

    expect(server.timeline).toEqual([
      'fetch /api/track/seen',
      'fetch /api/track/enrol',
      `replace ${pageHref('/landing-b?plan=b&utm_source=mail')}`,
    ]);
    expect(sent('enrol')[0]).toMatchObject({ keepalive: true, body: { test: 'test-1', variant: 'variant-1' } });
  });

  it('never redirects to the page it is on, so a redirect cannot loop', async () => {
    openPage('/landing-b?utm_source=mail');
    server.configs[pageHref('/landing-b?utm_source=mail')] = { tests: [redirectTo('/landing-b')] };

    await startTracker();

    expect(location.replace).not.toHaveBeenCalled();
    // The visitor is on the variant's page: enrolled and tracked here.
    expect(sent('enrol')).toHaveLength(1);
  });

  it.each([
    ['keeps parameters the target does not set', '/b?x=1', 'https://s.test/a?x=2&utm=y', 'https://s.test/b?x=1&utm=y'],
    ['keeps repeated parameters', '/b', 'https://s.test/a?tag=1&tag=2', 'https://s.test/b?tag=1&tag=2'],
    ['drops the QA parameter', 'https://o.test/b', 'https://s.test/a?splitpenny_variant=1', 'https://o.test/b'],
    ['keeps the target fragment', '/b#form', 'https://s.test/a#top', 'https://s.test/b#form'],
    ['refuses the same page', '/a#other', 'https://s.test/a?q=1', null],
  ])('%s', (_name, target, href, expected) => {
    expect(redirectTarget(target, href)).toBe(expected);
  });
});
