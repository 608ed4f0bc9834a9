import { beforeEach } from 'vitest';

/**
 * Waits out the end of a clock minute when less than `marginMs` of it is left: rate limits count in a sliding minute
 * over two fixed ones aligned to the clock, and a test that counts up to a limit exactly must do so within one.
 */
export async function awayFromMinuteEdge(marginMs = 3000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** Registers `awayFromMinuteEdge` before each test of the calling file. */
export function eachTestWithinOneMinute(marginMs = 3000): void {
  beforeEach(() => awayFromMinuteEdge(marginMs));
}
