import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openIngestLog, type IngestLog } from '../../../adapters/ingest-log';
import { deleteTestStream, natsUnavailable, testIngestLog } from '../../support/nats';
import { runCli } from '../../support/run-cli';

const unavailable = await natsUnavailable();
if (unavailable !== null) console.warn(`[ingest-worker --status] skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('splitpenny ingest-worker --status', () => {
  const settings = testIngestLog('status', { partitions: 3 });
  let log: IngestLog | undefined;

  afterAll(async () => {
    await log?.close();
    await deleteTestStream(settings.stream);
  });

  it('prints the batches of each partition that no worker folded yet, and exits', async () => {
    log = await openIngestLog(settings, 'status test');
    const site = randomUUID();
    for (let i = 0; i < 4; i += 1) {
      const batch = { site, visitor: `visitor-${i}-status`, tests: [], events: [{ k: 'goal' as const, at: i, g: 1 }] };
      await log.eventLog.append({ id: randomUUID(), batch, receivedAt: new Date() });
    }

    const status = await runCli(['ingest-worker', '--status'], {
      INGEST_LOG_URL: settings.url,
      INGEST_LOG_STREAM: settings.stream,
      INGEST_LOG_PARTITIONS: '3',
    });

    expect(status.code, status.stderr).toBe(0);
    const rows = status.stdout
      .split('\n')
      .filter((line) => /^\d/.test(line))
      .map((line) => line.split(/\s+/).map(Number));
    expect(rows).toHaveLength(3);
    // One website: all its batches on one partition.
    expect(rows.map(([, pending]) => pending).sort()).toEqual([0, 0, 4]);
    expect(status.stdout).toContain('lag: 4 batches not yet folded');
    // Nothing acknowledged yet: the ingest ledger may forget nothing.
    expect(await log.partitions.acknowledgedThrough()).toEqual({ stream: settings.stream, sequence: 0 });
  });

  it('keeps a batch published twice with the same id once (the duplicate window)', async () => {
    log ??= await openIngestLog(settings, 'status test');
    const before = (await log.lag()).reduce((sum, p) => sum + p.pending, 0);
    const entry = {
      id: randomUUID(),
      batch: { site: randomUUID(), visitor: 'visitor-twice', tests: [], events: [{ k: 'goal' as const, at: 1, g: 1 }] },
      receivedAt: new Date(),
    };
    await log.eventLog.append(entry);
    await log.eventLog.append(entry);

    expect((await log.lag()).reduce((sum, p) => sum + p.pending, 0)).toBe(before + 1);
    expect(await log.eventLog.ping()).toBe(true);
  });
});
