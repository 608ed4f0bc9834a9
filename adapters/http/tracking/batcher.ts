import { bucketOf } from '../../../domain/shared/key-bucket';

interface Pending<Input, Output> {
  readonly input: Input;
  readonly resolve: (output: Output) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: calls are queued and handed to `run` together, at most `concurrency` batches at a time. The first
 * call waits `windowMs` for company; while a batch runs, the next one fills, and starts as soon as a slot is free.
 * Under load batches therefore grow instead of multiplying, so the database sees a few large transactions rather
 * than many small ones queueing on the same locks. Each caller gets its own result, or the batch's error.
 */
export function createBatcher<Input, Output>(
  run: (inputs: readonly Input[]) => Promise<readonly Output[]>,
  options: { readonly windowMs: number; readonly maxBatchSize: number; readonly concurrency: number },
): (input: Input) => Promise<Output> {
  let queue: Pending<Input, Output>[] = [];
  let running = 0;
  let timer: NodeJS.Timeout | null = null;

  const startBatches = (): void => {
    timer = null;
    while (running < options.concurrency && queue.length > 0) {
      const batch = queue.slice(0, options.maxBatchSize);
      queue = queue.slice(batch.length);
      running += 1;
      void runBatch(batch);
    }
  };

  // The slot is freed and the next batch started before this one's callers are answered: answering hundreds of
  // requests takes the event loop milliseconds that the next transaction, queued on the same rows, need not wait.
  const runBatch = async (batch: readonly Pending<Input, Output>[]): Promise<void> => {
    let settle: () => void;
    try {
      const outputs = await run(batch.map((p) => p.input));
      if (outputs.length !== batch.length) throw new Error(`a batch of ${batch.length} gave ${outputs.length} results`);
      settle = () => batch.forEach((p, i) => p.resolve(outputs[i] as Output));
    } catch (error) {
      settle = () => {
        for (const p of batch) p.reject(error);
      };
    }
    running -= 1;
    if (queue.length > 0) startBatches();
    settle();
  };

  return (input) =>
    new Promise<Output>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (timer === null && running < options.concurrency) timer = setTimeout(startBatches, options.windowMs);
    });
}

/**
 * Group commit in shards: requests with the same key always go to the same shard, and each shard runs one batch at a
 * time. Batches of different shards run side by side without meeting on a row (the keys are chosen so: a test's
 * enrolments, a website's events), while those of one key queue in Node instead of on a lock in the database.
 */
export function createShardedBatcher<Input, Output>(
  run: (inputs: readonly Input[]) => Promise<readonly Output[]>,
  options: {
    readonly windowMs: number;
    readonly maxBatchSize: number;
    readonly shards: number;
    readonly keyOf: (input: Input) => string;
  },
): (input: Input) => Promise<Output> {
  const shards = Array.from({ length: options.shards }, () =>
    createBatcher(run, { windowMs: options.windowMs, maxBatchSize: options.maxBatchSize, concurrency: 1 }),
  );
  return (input) => {
    const shard = shards[shardOf(options.keyOf(input), shards.length)];
    if (shard === undefined) throw new Error('a sharded batcher needs at least one shard');
    return shard(input);
  };
}

/** The shard of `key` among `shards` (domain/shared/key-bucket.ts). */
export function shardOf(key: string, shards: number): number {
  return bucketOf(key, shards);
}
