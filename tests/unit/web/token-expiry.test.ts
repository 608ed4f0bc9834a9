import { describe, expect, it } from 'vitest';
import { isTokenExpired } from '../../../web/app/account/token-expiry';

const now = new Date('2025-06-01T12:00:00Z');
const nowSeconds = now.getTime() / 1000;
const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object): string => `${part({ alg: 'HS256' })}.${part(claims)}.signature`;

describe('token expiry (SPEC §4)', () => {
  it.each([
    ['a token whose exp is still ahead', token({ sub: 'u1', exp: nowSeconds + 1 }), false],
    ['a token at exactly its exp', token({ sub: 'u1', exp: nowSeconds }), true],
    ['a token past its exp', token({ sub: 'u1', exp: nowSeconds - 3600 }), true],
    ['a token without an exp claim', token({ sub: 'u1' }), false],
    ['no token at all', null, false],
    ['a token that cannot be decoded', 'token-abc', true],
    ['a token whose payload is not JSON', 'aGVhZGVy.bm90IGpzb24.c2ln', true],
  ] as const)('%s → expired: %s', (_name, value, expected) => {
    expect(isTokenExpired(value, now)).toBe(expected);
  });
});
