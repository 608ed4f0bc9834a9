import { describe, expect, it } from 'vitest';
import { makeCheckHealth } from '../../../application/health/check-health';

describe('check health', () => {
  it.each([
    [true, { status: 'ok', database: 'up' }],
    [false, { status: 'degraded', database: 'down' }],
  ])('database reachable = %s', async (reachable, expected) => {
    const checkHealth = makeCheckHealth({ database: { isReachable: async () => reachable } });
    expect(await checkHealth()).toEqual(expected);
  });
});
