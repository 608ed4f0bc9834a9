/** Expected failures are values, not exceptions; adapters map `error.kind` once, at the edge. */
export type Result<T, E extends { readonly kind: string }> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function fail<E extends { readonly kind: string }>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
