import { z } from 'zod';
import type { LoggedEventBatch } from '../../application/ports/event-log';
import { trackerEventKinds } from '../../domain/tracking/tracking-protocol';

/**
 * A message of the event log: the batch as the request's edge validated it, and when it was accepted (ms since the
 * epoch). Short keys: there are tens of millions a day.
 */
const loggedBatch = z.object({
  t: z.number().int().nonnegative(),
  b: z.object({
    site: z.string(),
    visitor: z.string(),
    tests: z.array(z.string()),
    events: z.array(
      z.object({
        k: z.enum(trackerEventKinds),
        at: z.number(),
        v: z.number().optional(),
        g: z.number().optional(),
      }),
    ),
  }),
});

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeLoggedBatch(entry: LoggedEventBatch): Uint8Array {
  return encoder.encode(JSON.stringify({ t: entry.receivedAt.getTime(), b: entry.batch }));
}

/** The batch, or null when the message is not one (written by another program, or a later version). */
export function decodeLoggedBatch(data: Uint8Array): LoggedEventBatch | null {
  let json: unknown;
  try {
    json = JSON.parse(decoder.decode(data));
  } catch {
    return null;
  }
  const parsed = loggedBatch.safeParse(json);
  if (!parsed.success) return null;
  const { b, t } = parsed.data;
  const events = b.events.map(({ k, at, v, g }) => ({
    k,
    at,
    ...(v === undefined ? {} : { v }),
    ...(g === undefined ? {} : { g }),
  }));
  return { batch: { ...b, events }, receivedAt: new Date(t) };
}
