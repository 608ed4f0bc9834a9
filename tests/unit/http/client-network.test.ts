import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '../../../adapters/http/client-network';

describe('clientNetworkOf', () => {
  it.each([
    ['an IPv4 address is its own network', '203.0.113.7', '203.0.113.7'],
    ['an IPv4 address written as IPv6 is the IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
    ['an IPv6 address stands for its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['two addresses of one /64 are one network', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['the loopback address', '::1', '::/64'],
    ['text that is no address is kept', 'unknown', 'unknown'],
  ])('%s', (_name, address, network) => {
    expect(clientNetworkOf(address)).toBe(network);
  });

  it('tells apart two /64s of one /48', () => {
    expect(clientNetworkOf('2001:db8:1:2::1')).not.toBe(clientNetworkOf('2001:db8:1:3::1'));
  });
});
