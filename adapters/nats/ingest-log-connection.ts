import { connect, type NatsConnection } from 'nats';

/**
 * A connection to the event log's NATS servers, named after the process so the server's monitoring tells them apart.
 * It reconnects by itself for as long as the process runs; publishes made meanwhile fail after their timeout.
 */
export function connectIngestLog(url: string, name: string): Promise<NatsConnection> {
  return connect({ servers: url.split(','), name, maxReconnectAttempts: -1, reconnectTimeWait: 500, timeout: 5_000 });
}

/** Whether the connection answers a round trip within `timeoutMs` (for readiness checks). */
export async function pingIngestLog(connection: NatsConnection, timeoutMs = 1_000): Promise<boolean> {
  if (connection.isClosed()) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([connection.rtt().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
