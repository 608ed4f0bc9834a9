import pg from 'pg';

/** What hears a channel's notifications (PostgreSQL LISTEN/NOTIFY). */
export interface NotificationHandler {
  /** A notification's payload. */
  onNotification(payload: string): void;
  /**
   * Listening again after the connection was lost: notifications sent meanwhile were missed, so whatever they would
   * have told must be assumed to have changed.
   */
  onResumed(): void;
  /** The listening connection failed; it is opened again shortly. */
  onLost(error: Error): void;
}

/** Stops listening; resolves once the connection is closed. */
export type StopListening = () => Promise<void>;

/** The delays between attempts to listen again, the last repeated. */
const reconnectDelaysMs = [100, 250, 500, 1000, 2000, 5000];

/**
 * Listens on `channel` over a connection of its own, never one of the pool: a LISTEN holds its connection for as long
 * as it listens, and a pooled connection goes back to serving queries (or, behind PgBouncer in transaction mode, to
 * another client). Resolves once the first LISTEN has answered, so a change committed after that is heard. A lost
 * connection is opened again (with growing delays) until stopped, and `onResumed` is told once it listens again.
 */
export async function listenToPostgres(
  url: string,
  channel: string,
  handler: NotificationHandler,
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handler.onNotification(message.payload ?? '');
    });
    const lost = (error: Error): void => {
      if (client !== next || stopped) return;
      client = null;
      handler.onLost(error);
      void next.end().catch(() => undefined);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost(new Error('the listening connection to the database closed')));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client = null;
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end().catch(() => undefined);
  };

  const scheduleReconnect = (): void => {
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 5000;
    attempt += 1;
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          if (!stopped) handler.onResumed();
        },
        (error: unknown) => {
          if (stopped) return;
          handler.onLost(error instanceof Error ? error : new Error(String(error)));
          scheduleReconnect();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    const current = client;
    client = null;
    if (current !== null) await current.end().catch(() => undefined);
  };
}
