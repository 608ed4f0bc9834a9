import { describe, expect, it } from 'vitest';
import {
  accessTokenLifetimeMs,
  isExpired,
  issuedBeforeInvalidation,
  type AccessTokenClaims,
} from '../../../../domain/accounts/access-token';
import type { UserId } from '../../../../domain/shared/ids';

const issuedAt = new Date('2025-03-10T09:00:00.000Z');
const claims: AccessTokenClaims = {
  userId: 'user-1' as UserId,
  tokenId: 'token-1',
  issuedAt,
  expiresAt: new Date(issuedAt.getTime() + accessTokenLifetimeMs),
};
const afterIssue = (ms: number): Date => new Date(issuedAt.getTime() + ms);

describe('access token lifetime', () => {
  it('is one day, like the account cookie', () => {
    expect(accessTokenLifetimeMs).toBe(24 * 60 * 60 * 1000);
  });
});

describe('isExpired', () => {
  it.each<[string, Date, boolean]>([
    ['when issued', afterIssue(0), false],
    ['a millisecond before exp', afterIssue(accessTokenLifetimeMs - 1), false],
    ['exactly at exp', afterIssue(accessTokenLifetimeMs), true],
    ['after exp', afterIssue(accessTokenLifetimeMs + 1), true],
  ])('%s', (_name, now, expected) => {
    expect(isExpired(claims, now)).toBe(expected);
  });
});

describe('issuedBeforeInvalidation', () => {
  it.each<[string, Date, boolean]>([
    ['sessions invalidated a second after issue', afterIssue(1000), true],
    ['invalidated a day after issue', afterIssue(accessTokenLifetimeMs), true],
    ['invalidated a millisecond after issue, in the same second', afterIssue(1), true],
    ['invalidated the instant it was issued', afterIssue(0), false],
    ['invalidated before issue', afterIssue(-1000), false],
  ])('%s', (_name, sessionsValidAfter, expected) => {
    expect(issuedBeforeInvalidation(claims, sessionsValidAfter)).toBe(expected);
  });

  it('keeps the milliseconds on the token side too: a token issued just after logging out everywhere counts', () => {
    const midSecond = { ...claims, issuedAt: afterIssue(700) };
    expect(issuedBeforeInvalidation(midSecond, afterIssue(300))).toBe(false);
    expect(issuedBeforeInvalidation(midSecond, afterIssue(701))).toBe(true);
  });
});
