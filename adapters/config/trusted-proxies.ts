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
  const bad = addresses.filter((entry) => !isProxyAddress(entry));
  for (const entry of bad) {
    context.addIssue({
      code: 'custom',
      message: `has "${entry}", which is neither a number of hops nor an address or CIDR range: ${whatToWrite}`,
    });
  }
  if (bad.length > 0) return z.NEVER;
  return addresses.length === 0 ? { kind: 'none' } : { kind: 'addresses', addresses: [...new Set(addresses)] };
}

/**
 * An IPv4 address in dotted decimal or an IPv6 address, with an optional prefix length in range, or a named range.
 * Stricter than proxy-addr, which also takes forms such as `10.1` that read as another address than meant.
 */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const bits = ipaddr.IPv4.isValidFourPartDecimal(address) ? 32 : isPlainIPv6(address) ? 128 : null;
  if (bits === null) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

function isPlainIPv6(address: string): boolean {
  return !address.includes('%') && ipaddr.IPv6.isValid(address);
}
