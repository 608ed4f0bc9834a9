import { describe, expect, it } from 'vitest';
import { decodeLoggedBatch, encodeLoggedBatch } from '../../../adapters/nats/logged-batch-codec';
import type { LoggedEventBatch } from '../../../application/ports/event-log';

const entry: LoggedEventBatch = {
  batch: {
    site: 'site-1',
    visitor: 'visitor-123456',
    tests: ['t-1', 't-2'],
    events: [
      { k: 'click', at: 10 },
      { k: 'scroll', at: 20, v: 55 },
      { k: 'goal', at: 30, g: 4, v: 1_999 },
    ],
  },
  receivedAt: new Date('2026-11-27T10:00:00.123Z'),
};

describe('an event log message', () => {
  it('gives back the batch and when it was accepted', () => {
    expect(decodeLoggedBatch(encodeLoggedBatch(entry))).toEqual(entry);
  });

  it.each([
    ['not JSON', 'hello'],
    ['no batch', '{"t":1}'],
    ['an unknown event kind', '{"t":1,"b":{"site":"s","visitor":"v","tests":[],"events":[{"k":"dance","at":1}]}}'],
  ])('is unreadable when it is %s', (_name, text) => {
    expect(decodeLoggedBatch(new TextEncoder().encode(text))).toBeNull();
  });
});
