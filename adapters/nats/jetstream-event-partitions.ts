import type { ConsumerMessages, JetStreamClient, JetStreamManager, JsMsg, NatsConnection } from 'nats';
import type { EventLogDelivery, EventLogPartitions, PartitionLag } from '../../application/ports/event-log-partitions';
import type { LoggedMessageKey } from '../../application/ports/ingest-ledger';
import { consumerOf, type IngestLogSettings } from './ingest-log-settings';
import { decodeLoggedBatch } from './logged-batch-codec';

/** How long `take` waits for a first message before it answers none (the worker then checks its lease again). */
const waitMs = 1_000;
/** How soon a message a worker gave back (a failed fold, a partition given up) is delivered again. */
const redeliverMs = 1_000;

/**
 * A partition read ahead: the client keeps up to `readAhead` messages pulled from the durable consumer, so a worker
 * finds its next batch waiting when it finishes a fold.
 */
class PartitionReader {
  private readonly buffer: JsMsg[] = [];
  private wake: (() => void) | null = null;
  private ended = false;

  private constructor(private readonly messages: ConsumerMessages) {
    void this.pump();
  }

  static async open(
    js: JetStreamClient,
    stream: string,
    consumer: string,
    readAhead: number,
  ): Promise<PartitionReader> {
    const messages = await (await js.consumers.get(stream, consumer)).consume({ max_messages: readAhead });
    return new PartitionReader(messages);
  }

  private async pump(): Promise<void> {
    try {
      for await (const message of this.messages) {
        this.buffer.push(message);
        this.wake?.();
      }
    } finally {
      this.ended = true;
      this.wake?.();
    }
  }

  async take(max: number): Promise<JsMsg[]> {
    if (this.buffer.length === 0 && !this.ended) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        timer = setTimeout(resolve, waitMs);
      });
      clearTimeout(timer);
      this.wake = null;
    }
    return this.buffer.splice(0, max);
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Stops reading; what was read ahead and not taken goes back to the log at once. */
  async close(): Promise<void> {
    await this.messages.close().catch(() => undefined);
    for (const message of this.buffer.splice(0)) message.nak();
  }
}

/** The event log's partitions as workers read them: each through its own durable pull consumer. */
export class JetStreamEventPartitions implements EventLogPartitions {
  readonly count: number;
  private readonly js: JetStreamClient;
  private readonly readers = new Map<number, Promise<PartitionReader>>();

  constructor(
    connection: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly settings: IngestLogSettings,
    private readonly readAhead: number,
  ) {
    this.count = settings.partitions;
    this.js = connection.jetstream();
  }

  async take(partition: number, max: number): Promise<EventLogDelivery[]> {
    let reader = await this.readerOf(partition);
    if (reader.isEnded) {
      // The consumer's iterator ended (the consumer was deleted and made again, say): read afresh.
      this.readers.delete(partition);
      reader = await this.readerOf(partition);
    }
    return (await reader.take(max)).map((message) => deliveryOf(this.settings.stream, message));
  }

  async release(partition: number): Promise<void> {
    const reader = this.readers.get(partition);
    this.readers.delete(partition);
    if (reader !== undefined) await (await reader).close();
  }

  async acknowledgedThrough(): Promise<LoggedMessageKey> {
    // The stream's last message first: one published after it is above whatever this returns.
    let through = (await this.jsm.streams.info(this.settings.stream)).state.last_seq;
    for (let partition = 0; partition < this.count; partition += 1) {
      const info = await this.jsm.consumers.info(this.settings.stream, consumerOf(this.settings, partition));
      // A partition with nothing pending holds nothing back; one with messages pending, everything after its floor.
      if (info.num_pending + info.num_ack_pending > 0) through = Math.min(through, info.ack_floor.stream_seq);
    }
    return { stream: this.settings.stream, sequence: through };
  }

  async lag(): Promise<PartitionLag[]> {
    const lags: PartitionLag[] = [];
    for (let partition = 0; partition < this.count; partition += 1) {
      const info = await this.jsm.consumers.info(this.settings.stream, consumerOf(this.settings, partition));
      lags.push({ partition, pending: info.num_pending, unacknowledged: info.num_ack_pending });
    }
    return lags;
  }

  /** Stops reading every partition. */
  async close(): Promise<void> {
    await Promise.all([...this.readers.keys()].map((partition) => this.release(partition)));
  }

  private readerOf(partition: number): Promise<PartitionReader> {
    let reader = this.readers.get(partition);
    if (reader === undefined) {
      reader = PartitionReader.open(
        this.js,
        this.settings.stream,
        consumerOf(this.settings, partition),
        this.readAhead,
      );
      // A failed open is tried again at the next take.
      reader.catch(() => this.readers.delete(partition));
      this.readers.set(partition, reader);
    }
    return reader;
  }
}

function deliveryOf(stream: string, message: JsMsg): EventLogDelivery {
  return {
    key: { stream, sequence: message.seq },
    entry: decodeLoggedBatch(message.data),
    ack: () => message.ack(),
    retryLater: () => message.nak(redeliverMs),
  };
}
