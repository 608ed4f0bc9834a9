import type { TrustedProxies } from '../config/trusted-proxies';

type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count is given as a function of the hop: Fastify 5.12
 * takes a plain number as "trust no hop" (so behind a proxy every client would count as the proxy itself). Hop 0 is
 * the peer that connected; each proxy appends the address it saw, so with `count` hops trusted the client's address
 * is the entry `count` places from the right, and whatever the client wrote further left is never read.
 */
export function fastifyTrustProxy(trusted: TrustedProxies): TrustProxyOption {
  switch (trusted.kind) {
    case 'none':
      return false;
    case 'hops': {
      const { count } = trusted;
      return (_address, hop) => hop < count;
    }
    case 'addresses':
      return [...trusted.addresses];
    default: {
      const unknown: never = trusted;
      throw new Error(`unknown proxy trust ${JSON.stringify(unknown)}`);
    }
  }
}
