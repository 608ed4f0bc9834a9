/** What changed in the tracking configs: one website's (its id), or possibly any. */
export type ConfigChange = { readonly site: string } | 'everything';

export type ConfigChangeListener = (change: ConfigChange) => void;

/**
 * Tells this process's config caches of changes heard from the database (any process's writes), so that a paused or
 * edited test stops being served from memory at once rather than when its cached config expires.
 */
export class ConfigChanges {
  private readonly listeners = new Set<ConfigChangeListener>();

  publish(change: ConfigChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Returns the function that unsubscribes. */
  subscribe(listener: ConfigChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
