import { runSeed } from '../main';
import { loadRuntime } from './load-runtime';

export async function seedCommand(out: NodeJS.WritableStream): Promise<void> {
  const { config, logger } = loadRuntime(process.env);
  out.write('Seeding the demo owner and the demo shop test...\n');
  const seeded = await runSeed(config, logger.child({}, { level: 'warn' }));
  out.write(
    `${seeded.created ? 'Created' : 'Already there, nothing changed'}: a live test on ${seeded.demoUrl}/ ` +
      `(log in as ${seeded.email} / ${seeded.password}).\n`,
  );
}
