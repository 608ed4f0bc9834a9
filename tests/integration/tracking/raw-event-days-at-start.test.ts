import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comingRawEventDays } from '../../../domain/tracking/raw-event-days';
import { cliDatabase, type CliDatabase } from '../../support/cli-database';
import { eventDayPartition, partitionedEventDays } from '../../support/raw-event-days';
import { startServe } from '../../support/run-cli';
import { testDialect } from '../../support/test-database';

describe(`splitpenny serve on ${testDialect()}`, () => {
  let database: CliDatabase;
  beforeAll(async () => {
    database = await cliDatabase();
  });
  afterAll(async () => database.dispose());

  it("gives today's and the coming week's raw events their partitions as it starts, not an hour later", async () => {
    const week = comingRawEventDays(new Date(), 7);
    await database.use(async ({ db }) => {
      for (const day of week) await sql`drop table ${sql.table(eventDayPartition(day))}`.execute(db);
      expect(await partitionedEventDays(db)).toEqual([]);
    });

    const server = await startServe(database.env);
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    await database.use(async ({ db }) => expect(await partitionedEventDays(db)).toEqual(week));
  });
});
