/**
 * One thing this process needs in order to serve, asked whether it answers right now: /readyz asks each in turn.
 * Every adapter that brings a dependency (the database, a message log) registers one, under a name of its own.
 */
export interface DependencyProbe {
  /** How /readyz names it, e.g. `database`. */
  readonly name: string;
  /** Resolves within the probe's own deadline; false rather than a rejection when the dependency does not answer. */
  isReachable(): Promise<boolean>;
}
