import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  for (const dir of [process.env.SPLITPENNY_E2E_DATA_DIR, process.env.SPLITPENNY_E2E_TRACKING_DATA_DIR]) {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  }
}
