import { Redis } from 'ioredis';

export interface RedisEvents {
  /** The connection failed or was lost; the client connects again by itself. */
  readonly onError: (error: Error) => void;
  /** Connected (again) and answering. */
  readonly onReady: () => void;
}

/** How long start-up waits for a first connection before going on without one (limits then count locally). */
const firstConnectionWaitMs = 2000;

/**
 * A Redis client for counting requests: a command fails at once while the connection is down (no offline queue),
 * and one that hangs fails after 250 ms, so a request is never held up waiting for Redis. It reconnects on its own.
 * Resolves once connected, or after 2 s without (logged by the caller through `onError`).
 */
export async function connectRedis(url: string, events: RedisEvents): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    commandTimeout: 250,
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(100 * attempt, 2000),
  });
  redis.on('error', events.onError);
  redis.on('ready', events.onReady);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, firstConnectionWaitMs);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
