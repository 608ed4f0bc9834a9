import type { InjectionToken } from 'tsyringe';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../adapters/config/config';
import { createContainer } from '../../adapters/container';
import { createLogger } from '../../adapters/logging/create-logger';
import { tokens } from '../../adapters/tokens';
import { useTestDatabase } from '../support/test-database';

describe('composition root', () => {
  const testDb = useTestDatabase();

  // esbuild emits no decorator metadata: a registration that relied on it would resolve to undefined parts.
  it.each(Object.entries(tokens))('resolves %s to a complete value', (_name, token) => {
    const container = createContainer({
      config: loadConfig({ NODE_ENV: 'test' }),
      logger: createLogger('silent'),
      database: testDb().database,
    });
    const value = container.resolve(token as InjectionToken<unknown>);
    expect(value).toBeDefined();
    if (typeof value === 'object' && value !== null) {
      for (const [key, part] of Object.entries(value)) expect(part, `${key} is undefined`).toBeDefined();
    }
  });

  it('gives each container its own instances', () => {
    const infrastructure = {
      config: loadConfig({ NODE_ENV: 'test' }),
      logger: createLogger('silent'),
      database: testDb().database,
    };
    const a = createContainer(infrastructure);
    const b = createContainer(infrastructure);
    expect(a.resolve(tokens.useCases)).toBe(a.resolve(tokens.useCases));
    expect(a.resolve(tokens.useCases)).not.toBe(b.resolve(tokens.useCases));
  });
});
