import { describe, expect, it } from 'vitest';
import { OtpauthTotp } from '../../../adapters/auth/otpauth-totp';

// RFC 6238 appendix B's SHA-1 secret, "12345678901234567890" in base32, and its codes cut to six digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const totp = new OtpauthTotp('Splitpenny');

describe('TOTP codes (otpauth)', () => {
  it.each<[string, number, string, number]>([
    ['at 59 s', 59, '287082', 1],
    ['at 1111111109 s', 1111111109, '081804', 37037036],
    ['at 1234567890 s', 1234567890, '005924', 41152263],
    ['at 2000000000 s', 2000000000, '279037', 66666666],
  ])("matches RFC 6238's code %s, giving its 30-second step", (_name, seconds, code, step) => {
    expect(totp.matchingStep(rfcSecret, code, new Date(seconds * 1000))).toBe(step);
  });

  it.each<[string, number, number | null]>([
    ['one step before the server clock (a slow typist)', 30, 1],
    ['one step after the server clock (a phone clock ahead)', -30, 1],
    ['two steps before the server clock', 60, null],
    ['two steps after the server clock', -60, null],
  ])('accepts a code made %s or not', (_name, shiftSeconds, expected) => {
    // The code of step 1 (30 s to 59 s), checked from another time.
    expect(totp.matchingStep(rfcSecret, '287082', new Date((45 + shiftSeconds) * 1000))).toBe(expected);
  });

  it('makes a new 160-bit base32 secret each time, in an otpauth URI with the issuer and the account', () => {
    const secret = totp.generateSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.generateSecret()).not.toBe(secret);
    const uri = new URL(totp.uri(secret, 'ann@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Splitpenny:ann@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Splitpenny',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
