import lockfile from 'proper-lockfile';
import { DatabaseNotReadyError } from './migrate';

/** The embedded database's folder is open in another process: two processes writing it would corrupt it. */
export class EmbeddedDatabaseInUseError extends DatabaseNotReadyError {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} (DATA_DIR) is open in another process, such as a running \`npm start\` ` +
        'or `splitpenny serve`. Stop it first, or run this command against PostgreSQL (DATABASE_URL), which any ' +
        'number of processes can share.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

/** How long a lock whose holder stopped refreshing it (killed, crashed) stands before another process may take it. */
const staleAfterMs = 10_000;

/**
 * Holds the embedded database's folder for this process until the returned function is called (or the process ends):
 * a lock beside the folder (`<folder>.lock`), refreshed while held, so a second process opening the same folder is
 * refused with EmbeddedDatabaseInUseError instead of both writing it.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}.lock`,
      stale: staleAfterMs,
      realpath: false,
      // Losing the lock (the folder moved, the clock jumped) is not worth crashing the server for; nothing else
      // opens the folder without taking it first.
      onCompromised: () => undefined,
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new EmbeddedDatabaseInUseError(dataDir);
    }
    throw error;
  }
}
