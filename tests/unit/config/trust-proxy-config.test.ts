import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

function problemsOf(env: NodeJS.ProcessEnv): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('TRUST_PROXY', () => {
  it.each<[string, string | undefined]>([
    ['unset', undefined],
    ['empty', ''],
    ['0', '0'],
    ['false', 'false'],
    ['FALSE', 'FALSE'],
  ])('trusts no proxy when %s', (_name, value) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual({ kind: 'none' });
  });

  it.each([
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['10', 10],
  ])('reads %s as that many hops', (value, count) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual({ kind: 'hops', count });
  });

  it('takes the proxies by address, CIDR range or named range, comma-separated and trimmed', () => {
    expect(
      loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.0.2.10 ,2001:db8::/32,::1, loopback,10.0.0.0/8' }).trustProxy,
    ).toEqual({ kind: 'addresses', addresses: ['10.0.0.0/8', '192.0.2.10', '2001:db8::/32', '::1', 'loopback'] });
  });

  it.each(['true', 'TRUE', ' true '])(
    'refuses %j at start, saying that any client could choose its address and what to write instead',
    (value) => {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY is true, which trusts every hop/);
      expect(problems[0]).toContain('any client could choose its own address by sending X-Forwarded-For');
      expect(problems[0]).toContain('TRUST_PROXY=1 behind one');
      expect(problems[0]).toContain('TRUST_PROXY=10.0.0.0/8');
    },
  );

  it.each(['0.0.0.0/0', '::/0'])('refuses %s, a range of every address, as it trusts every hop', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toEqual([
      expect.stringContaining(`TRUST_PROXY has "${value}", a range of every address, which trusts every hop`),
    ]);
  });

  it('refuses more hops than any chain of proxies has', () => {
    expect(problemsOf({ TRUST_PROXY: '11' })).toEqual([expect.stringMatching(/^TRUST_PROXY is 11 hops, more than/)]);
  });

  it.each([
    ['a negative count', '-1'],
    ['a fraction', '1.5'],
    ['a short IPv4 form', '10.1'],
    ['a host name', 'proxy.internal'],
    ['a prefix too long', '10.0.0.0/33'],
    ['an IPv6 prefix too long', '2001:db8::/129'],
    ['two slashes', '10.0.0.0/8/8'],
    ['a zone', 'fe80::1%eth0'],
    ['yes', 'yes'],
  ])('refuses %s, naming the entry', (_name, value) => {
    const problems = problemsOf({ TRUST_PROXY: `10.0.0.1,${value}` });
    expect(problems).toEqual([
      expect.stringContaining(`TRUST_PROXY has "${value}", which is neither a number of hops`),
    ]);
  });

  it('names every bad entry, among the other bad settings, at once', () => {
    const problems = problemsOf({ TRUST_PROXY: 'a, 10.0.0.1, b', PORT: 'eighty' });
    expect(problems).toHaveLength(3);
    expect(problems.filter((p) => p.startsWith('TRUST_PROXY has'))).toHaveLength(2);
  });
});
