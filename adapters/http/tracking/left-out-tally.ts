import type { CountVisitsLeftOut } from '../../../application/tracking/visits-left-out';
import type { LeftOutReason, LeftOutVisits } from '../../../domain/tracking/visits-left-out';

/**
 * Visits left out, added up in memory and written about once a second: a crawler or a refused page may send
 * hundreds of requests a second, which must not each cost a write. What is pending when the server closes is
 * written then; a crash loses at most a second of these counts, which bill and results never depend on.
 */
export class LeftOutTally {
  private pending = new Map<string, LeftOutVisits>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly count: CountVisitsLeftOut,
    private readonly failed: (error: unknown) => void,
    everyMs = 1_000,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs);
    this.timer.unref();
  }

  add(testIds: readonly string[], reason: LeftOutReason): void {
    for (const testId of testIds) {
      const key = `${testId} ${reason}`;
      this.pending.set(key, { testId, reason, visits: (this.pending.get(key)?.visits ?? 0) + 1 });
    }
  }

  async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const visits = [...this.pending.values()];
    this.pending = new Map();
    await this.count(visits).catch(this.failed);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
