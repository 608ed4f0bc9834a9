import type { DatabaseProbe } from '../ports/database-probe';
import type { DependencyProbe } from '../ports/dependency-probe';
import { makeCheckHealth } from './check-health';
import { makeCheckReadiness } from './check-readiness';

export interface HealthPorts {
  readonly database: DatabaseProbe;
  /** Every dependency /readyz asks about, the database's among them. */
  readonly dependencies: readonly DependencyProbe[];
}

/** What a load balancer or an orchestrator asks: whether this process can serve. */
export function healthUseCases(ports: HealthPorts) {
  return {
    checkHealth: makeCheckHealth({ database: ports.database }),
    checkReadiness: makeCheckReadiness({ probes: ports.dependencies }),
  };
}

export type HealthUseCases = ReturnType<typeof healthUseCases>;
