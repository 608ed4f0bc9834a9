import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../adapters/config/config';

describe('the event log settings (INGEST_LOG_*)', () => {
  it('are off unless INGEST_LOG_URL is set: batches are counted in the database', () => {
    expect(loadConfig({}).ingestLog).toBeNull();
    expect(loadConfig({ INGEST_LOG_URL: '' }).ingestLog).toBeNull();
  });

  it('default to 16 partitions, a week of backlog, one replica and a worker in the server', () => {
    expect(loadConfig({ INGEST_LOG_URL: 'nats://127.0.0.1:4222' }).ingestLog).toEqual({
      url: 'nats://127.0.0.1:4222',
      stream: 'splitpenny-events',
      partitions: 16,
      maxAgeMs: 168 * 3_600_000,
      duplicateWindowMs: 120_000,
      replicas: 1,
      inProcessWorker: true,
      foldBatch: 500,
    });
  });

  it('take a cluster, and separate workers', () => {
    const settings = loadConfig({
      INGEST_LOG_URL: 'nats://a.internal:4222,nats://b.internal:4222',
      INGEST_LOG_PARTITIONS: '64',
      INGEST_LOG_REPLICAS: '3',
      INGEST_WORKER_IN_PROCESS: 'false',
    }).ingestLog;
    expect(settings).toMatchObject({ partitions: 64, replicas: 3, inProcessWorker: false });
  });

  it.each([
    [{ INGEST_LOG_URL: 'http://127.0.0.1:4222' }, 'INGEST_LOG_URL must be a NATS URL'],
    [{ INGEST_LOG_URL: 'nats://x:4222', INGEST_LOG_STREAM: 'a.b' }, 'INGEST_LOG_STREAM must be a stream name'],
    [{ INGEST_LOG_URL: 'nats://x:4222', INGEST_LOG_PARTITIONS: '0' }, 'INGEST_LOG_PARTITIONS must be at least 1'],
    [{ INGEST_LOG_URL: 'nats://x:4222', INGEST_LOG_REPLICAS: '7' }, 'INGEST_LOG_REPLICAS must be at most 5'],
    [
      { INGEST_LOG_URL: 'nats://x:4222', INGEST_WORKER_IN_PROCESS: 'yes' },
      'INGEST_WORKER_IN_PROCESS must be true or false',
    ],
  ])('stop the start naming the variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
