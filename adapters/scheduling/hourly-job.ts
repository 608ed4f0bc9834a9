import type { Logger } from '../logging/create-logger';

export interface Schedule {
  stop(): void;
}

/**
 * Runs `job` shortly after start and then every hour, never two runs at once; a failure is logged and the next
 * hour tries again. Jobs are idempotent, so every server process may run them.
 */
export function startHourlyJob(deps: {
  readonly name: string;
  readonly job: () => Promise<void>;
  readonly logger: Logger;
  readonly firstRunAfterMs?: number;
  readonly everyMs?: number;
}): Schedule {
  let running: Promise<void> | null = null;
  const run = (): void => {
    if (running !== null) return;
    running = deps
      .job()
      .catch((error: unknown) => deps.logger.error({ err: error }, `${deps.name} failed; retrying next hour`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, deps.firstRunAfterMs ?? 10_000);
  const hourly = setInterval(run, deps.everyMs ?? 60 * 60 * 1000);
  first.unref();
  hourly.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
