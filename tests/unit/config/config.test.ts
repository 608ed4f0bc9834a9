import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration from the environment', () => {
  it('defaults to embedded PGlite in ./data on 127.0.0.1:3000', () => {
    const config = loadConfig({});
    expect(config.http).toEqual({ port: 3000, host: '127.0.0.1' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data') });
    expect(config.environment).toBe('development');
    expect(config.logLevel).toBe('info');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/splitpenny', DATABASE_POOL_SIZE: '20' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db.internal:5432/splitpenny',
      poolSize: 20,
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each<[string, NodeJS.ProcessEnv, string]>([
    ['a port that is not a number', { PORT: 'eighty' }, 'PORT must be a number'],
    ['a port out of range', { PORT: '70000' }, 'PORT must be between 0 and 65535'],
    ['a fractional port', { PORT: '80.5' }, 'PORT must be a whole number'],
    [
      'a database URL of another kind',
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database',
    ],
    ['a database URL that is not a URL', { DATABASE_URL: 'localhost' }, 'DATABASE_URL must be a PostgreSQL URL'],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    ['an unknown environment', { NODE_ENV: 'staging' }, 'NODE_ENV'],
    ['a pool of zero', { DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be at least 1'],
  ])('refuses %s, naming the variable', (_name, env, expected) => {
    expect(problemsOf(env).join('\n')).toContain(expected);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', DATABASE_URL: 'nope' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'DATABASE_URL', 'LOG_LEVEL']);
  });
});
