/**
 * A repository this fake store does not hold: the accounts fakes cover the accounts use cases; the workspace
 * repositories are exercised against the real database (tests/integration/workspace). Any call says so.
 */
export function notHeldHere<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get: (_target, method) => () => {
      throw new Error(`the in-memory unit of work holds no ${name} (called ${String(method)})`);
    },
  });
}
