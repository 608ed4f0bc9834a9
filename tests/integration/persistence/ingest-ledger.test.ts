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

  it('forgets the claims of messages the log says are acknowledged, and no others', async () => {
    await claim([
      { stream: 'c', sequence: 7 },
      { stream: 'c', sequence: 8 },
      { stream: 'd', sequence: 7 },
    ]);
    const forgetThrough = (stream: string, sequence: number) =>
      makeForgetFoldedMessages({ uow: uow(), log: { acknowledgedThrough: async () => ({ stream, sequence }) } })();

    expect(await forgetThrough('c', 7)).toBe(1);
    // Message 8 may still come again: its claim stands. Message 7 of c never will, nor d's, in another stream.
    expect(await claim([{ stream: 'c', sequence: 8 }])).toEqual(new Map());
    expect(await claim([{ stream: 'd', sequence: 7 }])).toEqual(new Map());
    expect(await claim([{ stream: 'c', sequence: 7 }])).toEqual(new Map([['c', new Set([7])]]));
  });
});
