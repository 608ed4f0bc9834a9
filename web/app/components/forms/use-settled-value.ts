import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: typing "120" asks the server once, not for 1, 12 and 120.
 * The first value is settled at once. Meant for primitives: a new object every render would never settle.
 */
export function useSettledValue<T extends string | number | boolean | null>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
