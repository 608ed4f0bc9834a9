import { stdSerializers } from 'pino';
import { apiKeyPrefix } from '../../domain/accounts/api-key';
import { visualEditorTokenPrefix } from '../../domain/tracking/preview-rules';

/** What a secret is replaced with in a log line. */
export const redacted = '[redacted]';

/**
 * Where a name is read: a logged object's field (`log`), where `code` is an error's code (ECONNREFUSED, 23505) and
 * stays; or a request's query parameter or GraphQL variable (`request`), where `code` is what someone typed (a
 * second factor's code, an OAuth code) and goes.
 */
export type NameContext = 'log' | 'request';

/** Names holding a secret wherever these appear in them: passwordHash, clientSecret, webhookSecret, apiKeyId, … */
const secretWithin = /password|passwd|passphrase|secret|authori[sz]ation|cookie|credential|apikey|privatekey/;
/** Names holding a secret when they end so: token, accessToken, key, signingKey, otp, signature, … */
const secretEnding = /(token|tokens|key|keys|otp|signature)$/;
/** One-time codes, by the names they go by; a bare `code` only where typed by a person (see NameContext). */
const codeName = /(totp|otp|mfa|twofactor|2fa|recovery|backup|verification|confirmation|reset|login|auth)codes?$/;

/** Whether a field, parameter or variable of this name holds a password, token, secret, code or key. */
export function isSecretName(name: string, context: NameContext = 'log'): boolean {
  const normal = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (normal === '') return false;
  if (secretWithin.test(normal) || secretEnding.test(normal) || codeName.test(normal)) return true;
  return context === 'request' && (normal === 'code' || normal === 'codes');
}

/** Escapes a literal for a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Secrets recognisable by their shape wherever they stand in a text: the visual editor's link token, API keys,
 * access tokens (JWTs), Stripe keys and webhook secrets, and the password in a URL's user information.
 */
const secretShapes: readonly [RegExp, string][] = [
  [new RegExp(`${literal(visualEditorTokenPrefix)}[A-Za-z0-9_-]+`, 'g'), redacted],
  [new RegExp(`${literal(apiKeyPrefix)}[A-Za-z0-9_-]+`, 'g'), redacted],
  [/eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*/g, redacted],
  [/\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]+/g, redacted],
  [/\bwhsec_[A-Za-z0-9]+/g, redacted],
  [/(\/\/[^/\s:@]+:)[^/\s@]+@/g, `$1${redacted}@`],
];

/** A secret-named query parameter (`?token=…`, `&api_key=…`) in a text, its value up to the next separator. */
const secretParameter = /([?&;]([A-Za-z0-9_.-]+)=)([^&#;\s"'<>]*)/g;

/**
 * A secret-named field given a quoted value, as JSON or a GraphQL document writes it: `"password":"…"`,
 * `password: "…"`, `newPassword:\"…\"`.
 */
const secretField = /((\\?"?)([A-Za-z0-9_-]+)\2\s*[:=]\s*)(\\?")((?:[^"\\]|\\.)*?)\4/g;

/** A text with every secret it shows in a known shape, query parameter or quoted field replaced. */
export function scrubText(text: string): string {
  let scrubbed = text;
  for (const [shape, replacement] of secretShapes) scrubbed = scrubbed.replace(shape, replacement);
  scrubbed = scrubbed.replace(secretParameter, (whole, start: string, name: string) =>
    isSecretName(name, 'request') ? `${start}${redacted}` : whole,
  );
  return scrubbed.replace(secretField, (whole, start: string, _q, name: string, quote: string) =>
    isSecretName(name, 'request') ? `${start}${quote}${redacted}${quote}` : whole,
  );
}

/** Deeper than any object the server logs: past it, a value is left out rather than walked. */
const maxDepth = 8;

/**
 * A copy of `value` for a log line: secret-named fields replaced, every text scrubbed, errors turned into the plain
 * objects pino would write for them (message and stack scrubbed too). Cycles and depths past `maxDepth` are cut.
 */
export function scrubValue(
  value: unknown,
  context: NameContext = 'log',
  seen = new WeakSet<object>(),
  depth = 0,
): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value)) return value;
  // What JSON.stringify would write for it (a Date's time, a URL's address), scrubbed as that.
  const { toJSON } = value as { toJSON?: unknown };
  if (typeof toJSON === 'function' && !(value instanceof Error)) {
    return scrubValue(toJSON.call(value) as unknown, context, seen, depth + 1);
  }
  if (seen.has(value) || depth >= maxDepth) return '[left out]';
  seen.add(value);
  const plain: unknown = value instanceof Error ? stdSerializers.err(value) : value;
  if (Array.isArray(plain)) return plain.map((item) => scrubValue(item, context, seen, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(plain as Record<string, unknown>)) {
    copy[name] =
      isSecretName(name, context) && field !== null && field !== undefined
        ? redacted
        : scrubValue(field, context, seen, depth + 1);
  }
  return copy;
}

/** Query parameters that hold a GraphQL request's variables or extensions, as JSON (GET /graphql). */
const jsonParameters = new Set(['variables', 'extensions']);

/**
 * The URL with every secret in its query replaced, so it can be logged: secret-named parameters (`?token=`), the
 * secret-named variables of a GET /graphql (and quoted secret arguments in its document), and values of a secret's
 * shape (the visual editor's link token in `preview`, or inside the page address `url` carries).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  const scrubbed = new URLSearchParams();
  for (const [name, value] of params) {
    const safe = isSecretName(name, 'request') ? redacted : scrubParameter(name, value);
    if (safe !== value) changed = true;
    scrubbed.append(name, safe);
  }
  return changed ? `${url.slice(0, queryStart)}?${scrubbed.toString()}` : url;
}

function scrubParameter(name: string, value: string): string {
  if (!jsonParameters.has(name)) return scrubText(value);
  try {
    return JSON.stringify(scrubValue(JSON.parse(value), 'request'));
  } catch {
    // Not JSON: the request fails anyway, and what it sent is nobody's business in a log.
    return value === '' ? value : redacted;
  }
}

/**
 * pino's logMethod hook: every line's fields, message and interpolated values scrubbed before pino writes them,
 * whichever logger (Fastify's request loggers, Yoga's, the job queue's) writes the line. Runs only for lines that
 * are written: a disabled level's method does nothing and never gets here.
 */
export function scrubLogArguments(args: readonly unknown[]): unknown[] {
  const [first, ...rest] = args;
  const texts = rest.map((arg) => scrubValue(arg));
  // An Error alone (`log.error(err, 'msg')`) is written by pino as `err`, with its message as the line's.
  if (first instanceof Error) {
    return [{ err: scrubValue(first) }, ...(texts.length > 0 ? texts : [scrubText(first.message)])];
  }
  return [scrubValue(first), ...texts];
}
