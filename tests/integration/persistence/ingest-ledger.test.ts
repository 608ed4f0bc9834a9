import { describe, expect, it } from 'vitest';
import { KyselyUnitOfWork } from '../../../adapters/persistence/kysely-unit-of-work';
import { makeForgetFoldedMessages } from '../../../application/tracking/forget-folded-messages';
import { useTestDatabase } from '../../support/test-database';

describe('the ingest ledger (ingested_messages)', () => {
  const database = useTestDatabase();
  const uow = () => new KyselyUnitOfWork(database().database.db);
  const claim = (keys: { stream: string; sequence: number }[]) =>
    uow().run(({ ingestLedger }) => ingestLedger.claim(keys));

  it('lets each message of a stream be claimed once, and tells streams apart', async () => {
    const first = await claim([
      { stream: 'a', sequence: 1 },
      { stream: 'a', sequence: 2 },
      { stream: 'b', sequence: 1 },
    ]);
    expect(first).toEqual(
      new Map([
        ['a', new Set([1, 2])],
        ['b', new Set([1])],
      ]),
    );

    const again = await claim([
      { stream: 'a', sequence: 2 },
      { stream: 'a', sequence: 3 },
    ]);
    expect(again).toEqual(new Map([['a', new Set([3])]]));
  });

  it('forgets no claim that the log may still deliver again', async () => {
    const now = Date.now();
    await claim([{ stream: 'c', sequence: 7 }]);
    const clock = (at: number) => ({ now: () => new Date(at) });
    const keepingAnHour = (at: number) =>
      makeForgetFoldedMessages({ uow: uow(), clock: clock(at), logMaxAgeMs: 3_600_000 });

    expect(await keepingAnHour(now + 60_000)()).toBe(0);
    expect(await claim([{ stream: 'c', sequence: 7 }])).toEqual(new Map());
    // Once older than the log's maximum age, the message is gone from the log too.
    expect(await keepingAnHour(now + 2 * 3_600_000)()).toBeGreaterThanOrEqual(1);
    expect(await claim([{ stream: 'c', sequence: 7 }])).toEqual(new Map([['c', new Set([7])]]));
  });
});
