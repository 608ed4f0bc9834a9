/**
 * Calls `changed` after every pushState, replaceState and popstate: how a single-page site moves between routes. The
 * site's own call comes first and untouched; `changed` must never throw into it.
 */
export function onHistoryChange(changed: () => void): void {
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function (this: History, ...args: Parameters<History['pushState']>): void {
      original.apply(this, args);
      changed();
    };
  }
  addEventListener('popstate', changed);
}
