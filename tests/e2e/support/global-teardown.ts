import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SPLITPENNY_E2E_DATA_DIR;
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
}
