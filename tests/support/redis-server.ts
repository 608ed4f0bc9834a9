import net from 'node:net';

/** The Redis server on this machine (CI runs one there too). */
export const localRedisUrl = 'redis://127.0.0.1:6379';

/** Whether Redis answers on 127.0.0.1:6379 (a PING within a second): asked once per test file. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 });
    const done = (answers: boolean): void => {
      socket.destroy();
      resolve(answers);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Said when a Redis test is skipped, so the run tells why. */
export const noRedisReason = 'Redis does not answer on 127.0.0.1:6379: the Redis rate limit tests are skipped';
