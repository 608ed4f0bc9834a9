import { bucketOf } from '../../domain/shared/key-bucket';

/** Where the event log lives and how its stream is kept (INGEST_LOG_* in adapters/config/config.ts). */
export interface IngestLogSettings {
  /** The NATS server(s), e.g. nats://127.0.0.1:4222. */
  readonly url: string;
  /** The JetStream stream's name; its subjects are `<stream>.<partition>`. */
  readonly stream: string;
  /** How many partitions (subjects, and durable consumers) the log has. */
  readonly partitions: number;
  /** How long a batch not yet folded is kept before the stream lets it go. */
  readonly maxAgeMs: number;
  /** How long the stream remembers a batch's id, so that one published twice is stored once. */
  readonly duplicateWindowMs: number;
  /** Copies of each message in a NATS cluster (1 on a single server). */
  readonly replicas: number;
}

/** The subject batches of `partition` are published on. */
export function subjectOf(settings: Pick<IngestLogSettings, 'stream'>, partition: number): string {
  return `${settings.stream}.${partition}`;
}

/** The durable consumer that reads `partition`. */
export function consumerOf(settings: Pick<IngestLogSettings, 'stream'>, partition: number): string {
  return `${settings.stream}-p${partition}`;
}

/**
 * The partition of a website's batches: its id's bucket (domain/shared/key-bucket.ts), so websites spread evenly and one always lands alike.
 * By website rather than by test: a goal event counts in every test of the website that measures the goal, tests the
 * batch does not name, so the website is the smallest key that holds every rollup row a batch can move.
 */
export function partitionOf(websiteId: string, partitions: number): number {
  return bucketOf(websiteId, partitions);
}
