// How late this process's event loop runs, counted afresh on each read: what a database answer waits before the
// process reads it, behind whatever else the loop is busy with.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { EventLoopDelay } from './protocol';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();

const milliseconds = (nanoseconds: number): number => Math.round(nanoseconds / 1e4) / 100;

/** The delay since the last read (or since the process started), then a fresh count. */
export function readEventLoopDelay(): EventLoopDelay {
  // The monitor times its own 1 ms timer, so an idle loop reads about 1.1 ms.
  const delay: EventLoopDelay = {
    type: 'event-loop',
    p50Ms: milliseconds(histogram.percentile(50)),
    p99Ms: milliseconds(histogram.percentile(99)),
  };
  histogram.reset();
  return delay;
}
