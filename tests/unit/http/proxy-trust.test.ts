import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustedProxies } from '../../../adapters/config/trusted-proxies';
import { fastifyTrustProxy } from '../../../adapters/http/proxy-trust';

/** The address and protocol a server with these proxies trusted reads from a request. */
async function clientSeen(
  trusted: TrustedProxies,
  peer: string,
  headers: Record<string, string>,
): Promise<{ ip: string; protocol: string }> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trusted) });
  app.get('/', async (req) => ({ ip: req.ip, protocol: req.protocol }));
  const response = await app.inject({ method: 'GET', url: '/', remoteAddress: peer, headers });
  await app.close();
  return response.json();
}

const forged = { 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 203.0.113.7', 'x-forwarded-proto': 'https' };

describe('the proxies the server trusts', () => {
  it.each<[string, TrustedProxies, string, { ip: string; protocol: string }]>([
    [
      'no proxy: the peer, whatever the headers say',
      { kind: 'none' },
      '192.0.2.1',
      { ip: '192.0.2.1', protocol: 'http' },
    ],
    [
      'one hop: the entry the proxy appended',
      { kind: 'hops', count: 1 },
      '10.0.0.2',
      { ip: '203.0.113.7', protocol: 'https' },
    ],
    [
      'two hops: the entry the first proxy appended',
      { kind: 'hops', count: 2 },
      '10.0.0.2',
      { ip: '198.51.100.2', protocol: 'https' },
    ],
    [
      'a listed proxy: the first address from the right that is not one',
      { kind: 'addresses', addresses: ['10.0.0.0/8'] },
      '10.0.0.2',
      { ip: '203.0.113.7', protocol: 'https' },
    ],
    [
      'a peer that is no listed proxy: the peer itself',
      { kind: 'addresses', addresses: ['10.0.0.0/8'] },
      '192.0.2.1',
      { ip: '192.0.2.1', protocol: 'http' },
    ],
  ])('%s', async (_name, trusted, peer, expected) => {
    expect(await clientSeen(trusted, peer, forged)).toEqual(expected);
  });

  it('never reads further left than the hops trusted, however many entries the client wrote', async () => {
    const written = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`).join(', ');
    expect(
      await clientSeen({ kind: 'hops', count: 1 }, '10.0.0.2', { 'x-forwarded-for': `${written}, 203.0.113.7` }),
    ).toMatchObject({ ip: '203.0.113.7' });
  });
});
