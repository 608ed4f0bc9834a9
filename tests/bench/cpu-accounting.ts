// Where the machine's CPU went while a case ran: the server under test, PostgreSQL's processes, this load generator
// and everything else, read from Linux's /proc (elsewhere there is nothing to read, and the bench says so). On a
// machine whose cores the three share, a path's throughput is bounded by the CPU each request costs all of them
// together, so these figures say what stands between a path and its ceiling (which pays no HTTP and no load
// generator) better than a profile of the server alone.
import { readdirSync, readFileSync } from 'node:fs';

/** Core-seconds spent by each party over `seconds` of wall time on `cores` cores. */
export interface CpuShares {
  readonly server: number;
  readonly database: number;
  readonly loadGenerator: number;
  /** Busy time of the machine not spent by the three above (the kernel's own work, other programs). */
  readonly rest: number;
  /** Time the hypervisor gave to other machines while this one wanted it. */
  readonly stolen: number;
  readonly seconds: number;
  readonly cores: number;
}

/** Linux reports process and machine times in these ticks per second (USER_HZ, 100 on every current kernel). */
const ticksPerSecond = 100;

interface Snapshot {
  readonly at: number;
  readonly processes: ReadonlyMap<number, number>;
  readonly busy: number;
  readonly stolen: number;
  readonly cores: number;
}

/** A process's user and system time in ticks, or null once it is gone. */
function processTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function databasePids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

function snapshot(serverPid: number, loadGeneratorPid: number | null): Snapshot {
  const processes = new Map<number, number>();
  for (const pid of [serverPid, ...(loadGeneratorPid === null ? [] : [loadGeneratorPid]), ...databasePids()]) {
    const ticks = processTicks(pid);
    if (ticks !== null) processes.set(pid, ticks);
  }
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (lines[0] ?? '')
    .trim()
    .split(/\s+/)
    .map(Number);
  const cores = lines.filter((line) => /^cpu\d+ /.test(line)).length;
  return { at: performance.now(), processes, busy: user + nice + system + irq + softirq, stolen: steal, cores };
}

function spent(before: Snapshot, after: Snapshot, pids: Iterable<number>): number {
  let ticks = 0;
  // A process that started meanwhile counts from zero; one that ended meanwhile is lost (the pool keeps its own).
  for (const pid of pids) ticks += (after.processes.get(pid) ?? 0) - (before.processes.get(pid) ?? 0);
  return ticks / ticksPerSecond;
}

/**
 * Starts counting; the function returned stops and tells the shares. Null where /proc cannot be read. The load
 * generator is this process unless told otherwise (null: none, as for the ceiling's replay, which runs in the server).
 */
export function startCpuAccount(
  serverPid: number,
  loadGeneratorPid: number | null = process.pid,
): (() => CpuShares) | null {
  let before: Snapshot;
  try {
    before = snapshot(serverPid, loadGeneratorPid);
  } catch {
    return null;
  }
  return () => {
    const after = snapshot(serverPid, loadGeneratorPid);
    const databases = [...after.processes.keys()].filter((pid) => pid !== serverPid && pid !== loadGeneratorPid);
    const server = spent(before, after, [serverPid]);
    const loadGenerator = loadGeneratorPid === null ? 0 : spent(before, after, [loadGeneratorPid]);
    const database = spent(before, after, databases);
    const busy = (after.busy - before.busy) / ticksPerSecond;
    return {
      server,
      database,
      loadGenerator,
      rest: Math.max(0, busy - server - database - loadGenerator),
      stolen: (after.stolen - before.stolen) / ticksPerSecond,
      seconds: (after.at - before.at) / 1000,
      cores: after.cores,
    };
  };
}

/**
 * `server 180 µs, database 120 µs, …` per unit of work, and how busy the machine was; `serverName` says what the
 * server process was doing (the ceiling's replay runs in it as the driver).
 */
export function describeCpu(shares: CpuShares, units: number, unit: string, serverName = 'server'): string {
  const per = (coreSeconds: number): string => `${Math.round((coreSeconds * 1e6) / Math.max(1, units))} µs`;
  const parts = [
    `${serverName} ${per(shares.server)}`,
    `database ${per(shares.database)}`,
    shares.loadGenerator > 0.05 * shares.seconds ? `load generator ${per(shares.loadGenerator)}` : null,
    `rest ${per(shares.rest)}`,
  ].filter((part): part is string => part !== null);
  const capacity = shares.seconds * shares.cores;
  const busy = (shares.server + shares.database + shares.loadGenerator + shares.rest) / capacity;
  const stolen = shares.stolen / capacity;
  return (
    `CPU per ${unit}: ${parts.join(', ')}; ${shares.cores} cores ${Math.round(100 * busy)}% busy` +
    (stolen >= 0.01 ? `, ${Math.round(100 * stolen)}% taken by other machines` : '')
  );
}
