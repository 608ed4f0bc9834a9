const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL refuses a malformed uuid with an error; such an id simply matches nothing. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
