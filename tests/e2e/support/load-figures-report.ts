import type { LoadFigures } from './paint-probe';

/**
 * The measured figures of the tracking script's browser tests, one line a case on the test output, so that they can
 * be quoted (and compared between runs) rather than only passed or failed.
 */
export const loadsPerCase = 20;

export function report(line: string): void {
  console.log(`[tracking figures] ${line}`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The loads of one case: those that showed the variant (or should have), and those whose config came after the
 * loader's fail-open on a busy machine, which by design show the original and keep it (checked in track-fail-open).
 */
export interface CaseLoads {
  readonly loads: readonly LoadFigures[];
  readonly failedOpen: readonly LoadFigures[];
}

/**
 * Loads until `count` loads had their config in time, one after the other (each load is timed, so never two
 * at once in one test). A load that failed open does not count towards them, but at most `count` may: past
 * that the machine is too slow to measure anything.
 */
export async function measureLoads(load: () => Promise<LoadFigures>, count = loadsPerCase): Promise<CaseLoads> {
  const loads: LoadFigures[] = [];
  const failedOpen: LoadFigures[] = [];
  while (loads.length < count && failedOpen.length <= count) {
    const figures = await load();
    (figures.failOpen ? failedOpen : loads).push(figures);
  }
  return { loads, failedOpen };
}

/** "original painted 0/20, hidden max 140 ms (median 90 ms)". */
export function describeLoads({ loads, failedOpen }: CaseLoads): string {
  const painted = loads.filter((load) => load.originalPainted).length;
  const hidden = loads.map((load) => load.hiddenMs).filter((ms): ms is number => ms !== null);
  const never = loads.length - hidden.length;
  return (
    `original painted ${painted}/${loads.length}, hidden max ${Math.max(...hidden)} ms (median ${median(hidden)} ms)` +
    (never > 0 ? `, never visible on ${never}` : '') +
    (failedOpen.length > 0
      ? `; ${failedOpen.length} more failed open (script after the loader's bound) and kept the original`
      : '')
  );
}

/** Runs `load` `times` times one after the other. */
export async function repeat<T>(times: number, load: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < times; index += 1) results.push(await load(index));
  return results;
}
