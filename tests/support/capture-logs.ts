import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../adapters/logging/create-logger';

/** A real logger at debug level whose lines are kept in memory, to check what would have been written. */
export function captureLogs(): { logger: Logger; text: () => string } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('debug', sink), text: () => chunks.join('') };
}
