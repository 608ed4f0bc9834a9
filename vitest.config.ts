import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresAvailable } from './tests/support/postgres-availability';

/**
 * unit: domain, use cases and pure adapter code, no I/O.
 * integration-*: the same integration files once per database dialect, each file on a fresh database:
 * PGlite always; PostgreSQL from TEST_DATABASE_URL, else testcontainers when a Docker engine answers.
 */
const integration = (dialect: 'pglite' | 'postgres', extra: Partial<TestProjectInlineConfiguration['test']> = {}) =>
  ({
    extends: true,
    test: {
      name: `integration-${dialect}`,
      include: ['tests/integration/**/*.test.ts'],
      env: { TEST_DB_DIALECT: dialect },
      // One worker process keeps its migrated template between files; each file still gets its own database.
      pool: 'forks',
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...extra,
    },
  }) satisfies TestProjectInlineConfiguration;

export default defineConfig(async () => {
  const postgres = await postgresAvailable();
  if (!postgres.available) console.warn(`[vitest] integration-postgres skipped: ${postgres.reason}`);
  return {
    test: {
      exclude: ['node_modules/**', 'tests/e2e/**', 'dist/**'],
      projects: [
        { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
        integration('pglite'),
        ...(postgres.available ? [integration('postgres', { globalSetup: ['tests/support/postgres-global-setup.ts'] })] : []),
      ],
    },
  };
});
