import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for, as a key for limits and for telling visitors apart: an IPv4 address is
 * its own network, an IPv6 address its /64 (one household or office is usually handed a whole /64, so keying per
 * full address would let one client take as many keys as it likes). An IPv4 address written as IPv6 (::ffff:a.b.c.d)
 * counts as the IPv4 address; text that is no address is kept as it is.
 */
export function clientNetworkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.IPv6.parse(`${parts.map((p) => p.toString(16)).join(':')}::`).toString()}/64`;
}

/**
 * A keyed pseudonym of a client address's network (clientNetworkOf): the same for every process sharing `secret`,
 * so limits counted in the database agree, while what is stored cannot be turned back into an address by trying
 * every IPv4 address, as a plain hash could.
 */
export function networkPseudonymiser(secret: string): (address: string) => string {
  return (address) => createHmac('sha256', secret).update(clientNetworkOf(address)).digest('base64url').slice(0, 22);
}
