import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a signed webhook body carries, after Stripe's: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const signatureHeader = 'Splitpenny-Signature';

/** The HMAC-SHA256, in hex, of `<t>.<body>` under the webhook's signing secret. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}

export function signatureHeaderValue(secret: string, at: Date, body: string): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${webhookSignature(secret, t, body)}`;
}

/**
 * What a receiver does (docs/operations.md, "Webhooks"): the header's signature matches the body as received, and its
 * time is within `toleranceSeconds` of now, so a body captured once cannot be replayed later.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string,
  body: string,
  now: Date,
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, t, body), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
