/**
 * Reads a value of the schema's DateTime scalar (an ISO 8601 string in UTC). The generated types call it
 * `unknown`, so it is checked here once rather than cast where it is used.
 */
export function readDateTime(value: unknown): Date {
  if (typeof value !== 'string') throw new TypeError(`Expected a DateTime string, got ${typeof value}`);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a DateTime: ${value}`);
  return date;
}

/** A nullable DateTime field: null stays null. */
export function readOptionalDateTime(value: unknown): Date | null {
  return value === null || value === undefined ? null : readDateTime(value);
}
