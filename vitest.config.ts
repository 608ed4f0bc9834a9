import { createRequire } from 'node:module';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { markdownContent } from './scripts/vite-markdown.ts';

/**
 * unit: domain, use cases and pure adapter code, no I/O.
 * packaging: the built dist/ with `npm ci --omit=dev`, run as production runs it.
 * integration-*: the same integration files once per database dialect, each file on a fresh database:
 * PGlite always; PostgreSQL from TEST_DATABASE_URL, else testcontainers when a Docker engine answers.
 */
const integration = (
  dialect: 'pglite' | 'postgres',
  extra: Partial<NonNullable<TestProjectInlineConfiguration['test']>> = {},
): TestProjectInlineConfiguration => ({
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
});

export default defineConfig(async () => {
  const postgres = await postgresAvailable();
  if (!postgres.available) console.warn(`[vitest] integration-postgres skipped: ${postgres.reason}`);
  const projects: TestProjectInlineConfiguration[] = [
    { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
    // After `npm run build`: the built server installed with its production dependencies only.
    {
      extends: true,
      test: { name: 'packaging', include: ['tests/packaging/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 300_000 },
    },
    integration('pglite'),
    ...(postgres.available
      ? [integration('postgres', { globalSetup: ['tests/support/postgres-global-setup.ts'] })]
      : []),
  ];
  return {
    // Content pages import their Markdown, compiled as the web build compiles it.
    plugins: [markdownContent()],
    // Node loads graphql's CommonJS build for Yoga and Pothos; without this alias Vite would give our own code the
    // ESM build, a second copy whose GraphQLError fails Yoga's instanceof check and gets masked.
    resolve: { alias: { graphql: createRequire(import.meta.url).resolve('graphql') } },
    test: { exclude: ['node_modules/**', 'tests/e2e/**', 'dist/**'], projects },
  };
});

/** Whether integration tests can have a PostgreSQL server: TEST_DATABASE_URL, or a Docker engine for testcontainers. */
async function postgresAvailable(): Promise<{ available: true } | { available: false; reason: string }> {
  if (process.env.TEST_DATABASE_URL) return { available: true };
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return { available: true };
  } catch {
    return { available: false, reason: 'TEST_DATABASE_URL is not set and no Docker engine answers for testcontainers' };
  }
}
