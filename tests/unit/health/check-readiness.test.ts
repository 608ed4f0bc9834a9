import { describe, expect, it } from 'vitest';
import { makeCheckReadiness } from '../../../application/health/check-readiness';
import type { DependencyProbe } from '../../../application/ports/dependency-probe';

const probe = (name: string, answer: boolean | 'throws'): DependencyProbe => ({
  name,
  isReachable: async () => {
    if (answer === 'throws') throw new Error(`${name} exploded`);
    return answer;
  },
});

describe('check readiness', () => {
  it('is ready when every dependency answers, naming each', async () => {
    const check = makeCheckReadiness({ probes: [probe('database', true), probe('ingest log', true)] });
    expect(await check()).toEqual({ ready: true, dependencies: { database: 'up', 'ingest log': 'up' } });
  });

  it('is not ready when one dependency is down, and says which', async () => {
    const check = makeCheckReadiness({ probes: [probe('database', true), probe('ingest log', false)] });
    expect(await check()).toEqual({ ready: false, dependencies: { database: 'up', 'ingest log': 'down' } });
  });

  it('counts a probe that throws as down', async () => {
    const check = makeCheckReadiness({ probes: [probe('database', 'throws')] });
    expect(await check()).toEqual({ ready: false, dependencies: { database: 'down' } });
  });

  it('refuses two probes of the same name, which would hide one of them', () => {
    expect(() => makeCheckReadiness({ probes: [probe('database', true), probe('database', false)] })).toThrow(
      'two readiness probes are both named "database"',
    );
  });
});
