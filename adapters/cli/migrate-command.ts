import { migrateConfiguredDatabase } from '../main';
import { loadRuntime } from './load-runtime';

export async function migrateCommand(out: NodeJS.WritableStream): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  const where =
    config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.database.dataDir}`;
  out.write(`Migrating ${where}...\n`);
  const outcome = await migrateConfiguredDatabase(config, logger.child({}, { level: 'warn' }));
  out.write(
    outcome.applied.length === 0
      ? 'Already up to date: no migrations to apply.\n'
      : `Applied ${outcome.applied.length} migration(s):\n${outcome.applied.map((name) => `  ${name}\n`).join('')}`,
  );
}
