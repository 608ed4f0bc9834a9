import type { RollupsChanges } from '../../application/ports/rollups-changes';
import type { WatchVerdicts } from '../../application/decisions/watch-verdicts';
import type { Logger } from '../logging/create-logger';

/**
 * Checks the verdicts of the tests whose sessions or events this process counted, at most `delayMs` after the first of
 * them: a decided test stops charging within about that long, instead of waiting for the periodic sweep (every few
 * minutes, for the tests counted elsewhere and those that finish by their end date). The tests counted meanwhile are
 * checked together, once each however many batches they had. The timer keeps no process alive.
 */
export class DebouncedDecisionChecks implements Pick<RollupsChanges, 'testsCounted'> {
  private readonly waiting = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly watch: () => WatchVerdicts,
    private readonly delayMs: number,
    private readonly logger: Logger,
  ) {}

  testsCounted(testIds: readonly string[]): void {
    for (const id of testIds) this.waiting.add(id);
    if (this.timer !== null) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const ids = [...this.waiting];
    this.waiting.clear();
    try {
      const report = await this.watch()(ids);
      if (report.decisionsTold > 0) this.logger.info({ decisions: report }, 'decided tests told to their owners');
    } catch (error) {
      // The periodic sweep checks them again.
      this.logger.warn({ err: error }, 'checking the verdicts of tests just counted failed');
    }
  }
}

/** Tells every listener of each change. */
export function fanOutRollupsChanges(
  first: RollupsChanges,
  ...others: readonly Partial<RollupsChanges>[]
): RollupsChanges {
  return {
    ownerChanged(userId) {
      first.ownerChanged(userId);
      for (const other of others) other.ownerChanged?.(userId);
    },
    testsCounted(testIds) {
      first.testsCounted(testIds);
      for (const other of others) other.testsCounted?.(testIds);
    },
  };
}
