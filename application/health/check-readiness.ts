import type { DependencyProbe } from '../ports/dependency-probe';

export type DependencyState = 'up' | 'down';

export interface ReadinessReport {
  /** True when every dependency answered. */
  readonly ready: boolean;
  /** Each dependency by its probe's name. */
  readonly dependencies: Readonly<Record<string, DependencyState>>;
}

export type CheckReadiness = () => Promise<ReadinessReport>;

/**
 * Whether this process can serve: every dependency is probed at once, so the slowest probe's deadline bounds the
 * answer. A probe that throws counts as down rather than failing the whole check.
 */
export function makeCheckReadiness(deps: { readonly probes: readonly DependencyProbe[] }): CheckReadiness {
  const names = deps.probes.map((probe) => probe.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate !== undefined) throw new Error(`two readiness probes are both named "${duplicate}"`);
  return async () => {
    const states = await Promise.all(
      deps.probes.map((probe) =>
        probe.isReachable().then(
          (up): DependencyState => (up ? 'up' : 'down'),
          (): DependencyState => 'down',
        ),
      ),
    );
    const dependencies = Object.fromEntries(names.map((name, index) => [name, states[index] ?? 'down']));
    return { ready: states.every((state) => state === 'up'), dependencies };
  };
}
