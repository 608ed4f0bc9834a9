import { isIPv4, isIPv6 } from 'node:net';

/** Whether an address to listen on reaches only this machine: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}

/** Whether a peer's IP address is this machine's own (IPv4-mapped IPv6 included, as Node reports it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.replace(/^::ffff:/i, '');
  if (isIPv4(ipv4)) return ipv4.startsWith('127.');
  return isIPv6(address) && ['::1', '0:0:0:0:0:0:0:1'].includes(address.toLowerCase());
}
