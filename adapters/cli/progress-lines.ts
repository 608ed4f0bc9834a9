/** Where progress goes (stderr) and how time is read (a test's clock in the tests). */
export interface ProgressLineOptions {
  readonly now?: () => number;
  /** The least time between two lines, bar the last. */
  readonly intervalMs?: number;
}

/** "8 s", "3 min": a time left, rounded the way a person would say it. */
export function roughDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  return `${Math.round(minutes / 60)} h`;
}

/**
 * The progress of a long run as lines such as "12 of 340 accounts checked, about 8 s left": at most one line a
 * second so that a large run does not flood the terminal or a cron log, and always the last one. The time left is
 * the average time per item so far times the items still to do.
 */
export class ProgressLines {
  private readonly now: () => number;
  private readonly intervalMs: number;
  private readonly startedAt: number;
  private lastLineAt: number;

  constructor(
    private readonly out: NodeJS.WritableStream,
    options: ProgressLineOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.intervalMs = options.intervalMs ?? 1000;
    this.startedAt = this.now();
    this.lastLineAt = this.startedAt;
  }

  /** `done` of `total` items, described by `counts` (e.g. "12 of 340 accounts checked, 5 topped up"). */
  update(done: number, total: number, counts: string): void {
    const at = this.now();
    const finished = done >= total;
    if (!finished && at - this.lastLineAt < this.intervalMs) return;
    this.lastLineAt = at;
    const elapsed = at - this.startedAt;
    const tail = finished
      ? `done in ${roughDuration(elapsed)}`
      : done === 0
        ? 'working out the time left'
        : `about ${roughDuration((elapsed / done) * (total - done))} left`;
    this.out.write(`  ${counts}, ${tail}\n`);
  }
}
