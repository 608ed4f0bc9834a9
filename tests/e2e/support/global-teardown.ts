import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dirs = [
    process.env.SPLITPENNY_E2E_DATA_DIR,
    process.env.SPLITPENNY_E2E_TRACKING_DATA_DIR,
    process.env.SPLITPENNY_E2E_RESULTS_DATA_DIR,
    process.env.SPLITPENNY_E2E_SITES_DATA_DIR,
    process.env.SPLITPENNY_E2E_PASSKEY_DATA_DIR,
  ];
  for (const dir of dirs) {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  }
}
