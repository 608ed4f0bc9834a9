import type { DatabaseProbe } from '../ports/database-probe';
import { makeCheckHealth } from './check-health';

export interface HealthPorts {
  readonly database: DatabaseProbe;
}

/** What a load balancer asks: whether this process can serve. */
export function healthUseCases(ports: HealthPorts) {
  return { checkHealth: makeCheckHealth({ database: ports.database }) };
}

export type HealthUseCases = ReturnType<typeof healthUseCases>;
