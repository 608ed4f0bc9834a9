import { existsSync } from 'node:fs';

/** Reads `.env` from the working directory when there is one; variables already set win. */
export function loadDotenv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
