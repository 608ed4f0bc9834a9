import type { DatabaseProbe } from '../ports/database-probe';

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly database: 'up' | 'down';
}

export type CheckHealth = () => Promise<HealthReport>;

export function makeCheckHealth(deps: { readonly database: DatabaseProbe }): CheckHealth {
  return async () => {
    const up = await deps.database.isReachable();
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
  };
}
