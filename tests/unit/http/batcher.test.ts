import { describe, expect, it } from 'vitest';
import { createBatcher, createShardedBatcher, shardOf } from '../../../adapters/http/tracking/batcher';

/** A batch run that waits until released, noting which inputs ran together and how many batches ran at once. */
function gatedRun() {
  const batches: string[][] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const run = async (inputs: readonly string[]): Promise<string[]> => {
    batches.push([...inputs]);
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
    return inputs.map((input) => `done ${input}`);
  };
  const releaseAll = async (): Promise<void> => {
    while (gates.length > 0) {
      for (const gate of gates.splice(0)) gate();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return { run, batches, releaseAll, mostAtOnce: () => mostAtOnce };
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 10));

/** Two keys that fall in different shards of `shards`. */
function keysInTwoShards(shards: number): [string, string] {
  const first = 'test-a';
  for (let i = 0; ; i += 1) {
    const other = `test-${i}`;
    if (shardOf(other, shards) !== shardOf(first, shards)) return [first, other];
  }
}

describe('group commit', () => {
  it('answers each caller with its own result, and grows the next batch while one runs', async () => {
    const gated = gatedRun();
    const submit = createBatcher(gated.run, { windowMs: 1, maxBatchSize: 100, concurrency: 1 });
    const first = [submit('a'), submit('b')];
    await settle();
    const later = [submit('c'), submit('d'), submit('e')];
    await settle();
    expect(gated.batches).toEqual([['a', 'b']]);
    await gated.releaseAll();
    expect(await Promise.all([...first, ...later])).toEqual(['done a', 'done b', 'done c', 'done d', 'done e']);
    expect(gated.batches).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('starts the next batch before answering the callers of the one that ended', async () => {
    const events: string[] = [];
    let release!: () => void;
    const submit = createBatcher(
      async (inputs: readonly string[]) => {
        events.push(`run ${inputs.join(' ')}`);
        if (inputs.includes('a')) await new Promise<void>((resolve) => (release = resolve));
        return inputs.map((input) => `done ${input}`);
      },
      { windowMs: 1, maxBatchSize: 100, concurrency: 1 },
    );
    const first = submit('a').then((answer) => events.push(answer));
    await settle();
    const second = submit('b').then((answer) => events.push(answer));
    await settle();
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['run a', 'run b', 'done a', 'done b']);
  });

  it('fails every caller of a batch that fails, and serves the next batch', async () => {
    let calls = 0;
    const submit = createBatcher(
      async (inputs: readonly string[]) => {
        calls += 1;
        if (calls === 1) throw new Error('the database went away');
        return inputs.map((input) => `done ${input}`);
      },
      { windowMs: 1, maxBatchSize: 100, concurrency: 1 },
    );
    const failing = [submit('a'), submit('b')];
    await expect(Promise.all(failing)).rejects.toThrow('the database went away');
    await expect(failing[1]).rejects.toThrow('the database went away');
    expect(await submit('c')).toBe('done c');
  });
});

describe('group commit in shards', () => {
  it('never runs two batches of the same key at once', async () => {
    const gated = gatedRun();
    const submit = createShardedBatcher(gated.run, {
      windowMs: 1,
      maxBatchSize: 100,
      shards: 4,
      keyOf: () => 'one test',
    });
    const answers = [submit('a')];
    await settle();
    answers.push(submit('b'), submit('c'));
    await settle();
    expect(gated.batches).toEqual([['a']]);
    await gated.releaseAll();
    await Promise.all(answers);
    expect(gated.mostAtOnce()).toBe(1);
    expect(gated.batches).toEqual([['a'], ['b', 'c']]);
  });

  it('runs batches of keys in different shards side by side', async () => {
    const gated = gatedRun();
    const [first, second] = keysInTwoShards(4);
    const submit = createShardedBatcher(gated.run, {
      windowMs: 1,
      maxBatchSize: 100,
      shards: 4,
      keyOf: (input: string) => input.split(':')[0] ?? '',
    });
    const answers = [submit(`${first}:1`), submit(`${second}:1`)];
    await settle();
    expect(gated.batches).toEqual([[`${first}:1`], [`${second}:1`]]);
    await gated.releaseAll();
    expect(await Promise.all(answers)).toEqual([`done ${first}:1`, `done ${second}:1`]);
    expect(gated.mostAtOnce()).toBe(2);
  });

  it('spreads keys evenly over the shards, the same key always to the same one', () => {
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4_000; i += 1) {
      const key = `0b7c${i.toString(16).padStart(4, '0')}-4f6a-4c1e-9d3b-2a1f5e8c7d6b`;
      const shard = shardOf(key, 4);
      expect(shardOf(key, 4)).toBe(shard);
      counts[shard] = (counts[shard] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(800);
  });
});
