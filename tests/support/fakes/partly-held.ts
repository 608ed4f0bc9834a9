/**
 * A port of which a fake holds only some methods, those a use case under test calls; any other call says so, as
 * notHeldHere's do. New methods on the port need no change here.
 */
export function partlyHeld<T extends object>(name: string, held: Partial<T>): T {
  return new Proxy(held as T, {
    get: (target, method) => {
      const value: unknown = Reflect.get(target, method);
      if (value !== undefined) return value;
      return () => {
        throw new Error(`the fake ${name} holds no ${String(method)}`);
      };
    },
  });
}
