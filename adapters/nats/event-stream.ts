import {
  AckPolicy,
  DeliverPolicy,
  DiscardPolicy,
  nanos,
  RetentionPolicy,
  StorageType,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from 'nats';
import { consumerOf, subjectOf, type IngestLogSettings } from './ingest-log-settings';

/** How long a worker has to fold and acknowledge a message before the log delivers it again. */
export const ackWaitMs = 30_000;
/** The largest message the stream takes: an event batch's body is at most 16 KiB (trackingLimits). */
const maxMessageBytes = 64 * 1024;

/**
 * The stream and its partitions' durable consumers, created or brought to these settings; safe to run at every start
 * of every process. A work queue on file storage: a message stays on disk until a worker acknowledges it (or it is
 * older than the maximum age), so the stream holds the backlog, not the history.
 */
export async function ensureEventStream(jsm: JetStreamManager, settings: IngestLogSettings): Promise<void> {
  const config: Partial<StreamConfig> & { name: string } = {
    name: settings.stream,
    subjects: [`${settings.stream}.*`],
    storage: StorageType.File,
    retention: RetentionPolicy.Workqueue,
    discard: DiscardPolicy.Old,
    max_age: nanos(settings.maxAgeMs),
    duplicate_window: nanos(settings.duplicateWindowMs),
    num_replicas: settings.replicas,
    max_msg_size: maxMessageBytes,
  };
  const existing = await jsm.streams.info(settings.stream).catch(notFoundAsNull);
  if (existing === null) await jsm.streams.add(config);
  else await jsm.streams.update(settings.stream, { ...existing.config, ...config });
  for (let partition = 0; partition < settings.partitions; partition += 1) {
    await ensureConsumer(jsm, settings, partition);
  }
}

async function ensureConsumer(jsm: JetStreamManager, settings: IngestLogSettings, partition: number): Promise<void> {
  const name = consumerOf(settings, partition);
  const config: Partial<ConsumerConfig> = {
    durable_name: name,
    filter_subject: subjectOf(settings, partition),
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(ackWaitMs),
    max_ack_pending: 20_000,
    max_deliver: -1,
  };
  const existing = await jsm.consumers.info(settings.stream, name).catch(notFoundAsNull);
  if (existing === null) await jsm.consumers.add(settings.stream, config);
  else await jsm.consumers.update(settings.stream, name, { ack_wait: config.ack_wait, max_ack_pending: 20_000 });
}

/** Deletes the stream and its consumers (tests; an operator retiring a log does it with the nats CLI). */
export async function deleteEventStream(jsm: JetStreamManager, stream: string): Promise<void> {
  await jsm.streams.delete(stream).catch(notFoundAsNull);
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof Error && /not found/i.test(error.message)) return null;
  throw error;
}
