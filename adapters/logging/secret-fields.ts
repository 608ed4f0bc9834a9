/**
 * Field names whose values are credentials, wherever they sit in a logged object or a logged URL's GraphQL
 * variables: passwords (current, new), tokens (reset, confirmation, editor link, access), secrets, API keys and
 * one-time codes. Matched on the name, since a value cannot tell a secret from any other string.
 */
const secretName =
  /password|passphrase|token|secret|apikey|api_key|authorization|cookie|^key$|^code$|(otp|totp|recovery|verification|confirmation)_?codes?$/i;

export const redactedText = '[redacted]';

export function isSecretField(name: string): boolean {
  return secretName.test(name);
}

/**
 * A copy of `value` with the value of every secret field replaced, however deep: GraphQL variables put a password
 * under `input`, and Yoga logs them inside an array of details, beyond the reach of pino's one-level wildcards.
 * An Error is kept as it is: its `code` (`ECONNREFUSED`) is what an operator needs, and pino serialises it apart.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecrets(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      isSecretField(name) && field !== null && field !== undefined && typeof field !== 'object'
        ? redactedText
        : isSecretField(name) && Array.isArray(field)
          ? field.map(() => redactedText)
          : withoutSecrets(field, depth + 1),
    ]),
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
