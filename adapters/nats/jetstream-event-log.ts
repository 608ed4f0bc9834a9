import type { NatsConnection } from 'nats';
import type { EventLog, LoggedEventBatch } from '../../application/ports/event-log';
import { pingIngestLog } from './ingest-log-connection';
import { partitionOf, subjectOf, type IngestLogSettings } from './ingest-log-settings';
import { encodeLoggedBatch } from './logged-batch-codec';

/** How long a publish waits for JetStream's acknowledgement before it fails (and the request answers 5xx). */
const publishTimeoutMs = 5_000;

/** Appends accepted event batches to the JetStream stream, each on its website's partition. */
export class JetStreamEventLog implements EventLog {
  private readonly js;

  constructor(
    private readonly connection: NatsConnection,
    private readonly settings: IngestLogSettings,
  ) {
    this.js = connection.jetstream();
  }

  async append(entry: LoggedEventBatch & { readonly id: string }): Promise<void> {
    const subject = subjectOf(this.settings, partitionOf(entry.batch.site, this.settings.partitions));
    // The id becomes Nats-Msg-Id: within the duplicate window a retried publish is stored once.
    await this.js.publish(subject, encodeLoggedBatch(entry), { msgID: entry.id, timeout: publishTimeoutMs });
  }

  ping(): Promise<boolean> {
    return pingIngestLog(this.connection);
  }
}
