import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * Which peers are proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` the server believes (TRUST_PROXY): none;
 * the last `count` hops (whoever connects counts as the first); or the peers at these addresses (IPs, CIDR ranges, or
 * proxy-addr's named ranges `loopback`, `linklocal`, `uniquelocal`). Never "every hop": the left-most entry of the
 * header is whatever the client wrote, so trusting it lets any client choose the address its limits count under.
 */
export type TrustedProxies =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly count: number }
  | { readonly kind: 'addresses'; readonly addresses: readonly string[] };

/** More hops than any real chain of proxies: beyond it a count would trust addresses the client wrote. */
export const maxTrustedHops = 10;

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const whatToWrite =
  'write the number of proxies in front of the server (TRUST_PROXY=1 behind one, 2 behind a CDN and a load ' +
  "balancer) or the proxies' addresses, comma-separated (TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=10.1.2.3,10.1.2.4)";

/** TRUST_PROXY as written: a hop count, `false`, or a comma-separated list of addresses; `true` is refused. */
export const trustProxySetting = z.string().transform((text, context): TrustedProxies => {
  const value = text.trim();
  if (value === '' || value.toLowerCase() === 'false') return { kind: 'none' };
  if (value.toLowerCase() === 'true') {
    context.addIssue({
      code: 'custom',
      message: `is true, which trusts every hop, so any client could choose its own address by sending X-Forwarded-For: ${whatToWrite}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return hopsOf(Number(value), context);
  return addressesOf(value, context);
});

function hopsOf(count: number, context: z.RefinementCtx): TrustedProxies {
  if (count > maxTrustedHops) {
    context.addIssue({
      code: 'custom',
      message: `is ${count} hops, more than any real chain of proxies (at most ${maxTrustedHops}): ${whatToWrite}`,
    });
    return z.NEVER;
  }
  return count === 0 ? { kind: 'none' } : { kind: 'hops', count };
}

function addressesOf(value: string, context: z.RefinementCtx): TrustedProxies {
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problems = addresses.flatMap((entry) => problemWith(entry) ?? []);
  for (const message of problems) context.addIssue({ code: 'custom', message });
  if (problems.length > 0) return z.NEVER;
  return addresses.length === 0 ? { kind: 'none' } : { kind: 'addresses', addresses: [...new Set(addresses)] };
}

/**
 * Why an entry cannot name proxies, or null: it must be an IPv4 address in dotted decimal or an IPv6 address, with
 * an optional prefix length from 1, or a named range. Stricter than proxy-addr, which also takes forms such as `10.1`
 * that read as another address than meant; a /0 range, which proxy-addr would refuse only once the server starts,
 * is every address, so every hop.
 */
function problemWith(entry: string): string | null {
  if (namedRanges.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const bits = ipaddr.IPv4.isValidFourPartDecimal(address) ? 32 : isPlainIPv6(address) ? 128 : null;
  const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : null;
  if (bits === null || length === null || rest.length > 0 || length > bits) {
    return `has "${entry}", which is neither a number of hops nor an address or CIDR range: ${whatToWrite}`;
  }
  if (length === 0) {
    return `has "${entry}", a range of every address, which trusts every hop, so any client could choose its own address by sending X-Forwarded-For: ${whatToWrite}`;
  }
  return null;
}

function isPlainIPv6(address: string): boolean {
  return !address.includes('%') && ipaddr.IPv6.isValid(address);
}
