/**
 * Whether an IP address is one a webhook must not reach (server-side request forgery): this machine (loopback), the
 * local networks, link-local (cloud metadata services live at 169.254.169.254), carrier-grade NAT, multicast and the
 * unspecified and reserved ranges. Anything not a literal address answers null: a host name is judged by what it
 * resolves to, when the request is made.
 */
export type AddressReach = 'public' | 'loopback' | 'private';

export function addressReach(address: string): AddressReach | null {
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const v4 = ipv4Octets(bare);
  if (v4 !== null) return ipv4Reach(v4);
  const v6 = ipv6Groups(bare);
  if (v6 === null) return null;
  return ipv6Reach(v6);
}

function ipv4Octets(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const octets = parts.map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

function ipv4Reach([a = 0, b = 0]: readonly number[]): AddressReach {
  if (a === 127) return 'loopback';
  if (
    a === 0 ||
    a === 10 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  ) {
    return 'private';
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail included); null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  if (!text.includes(':') || !/^[0-9a-f:.]+$/.test(text)) return null;
  let hex = text;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // An embedded IPv4 tail (::ffff:127.0.0.1) written as the two groups it stands for.
    const octets = ipv4Octets(last);
    if (octets === null) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    hex = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = hex.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups = part.split(':');
    if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
    return groups.map((group) => parseInt(group, 16));
  };
  const left = parse(halves[0] ?? '');
  const right = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if (left === null || right === null) return null;
  const known = left.length + right.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const fill = halves.length === 2 ? new Array<number>(8 - known).fill(0) : [];
  return [...left, ...fill, ...right];
}

function ipv6Reach(groups: readonly number[]): AddressReach {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const allZeroBefore = (n: number) => groups.slice(0, n).every((group) => group === 0);
  if (allZeroBefore(7) && g7 === 1) return 'loopback';
  if (allZeroBefore(8)) return 'private';
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible addresses reach the IPv4 address they carry.
  if (allZeroBefore(5) && (g5 === 0xffff || g5 === 0)) return ipv4Reach([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'private';
  if ((g0 & 0xff00) === 0xff00) return 'private';
  // NAT64 (64:ff9b::/96) reaches the IPv4 address in its last 32 bits.
  if (g0 === 0x64 && groups[1] === 0xff9b) return ipv4Reach([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  return 'public';
}

/** Whether a webhook may reach an address of this kind: public always, loopback only where the server allows it. */
export function reachAllowed(reach: AddressReach, allowLoopback: boolean): boolean {
  return reach === 'public' || (reach === 'loopback' && allowLoopback);
}
