import { describe, expect, it } from 'vitest';
import { isApiKeyToken, isLastUseStale, isRevoked, type ApiKey } from '../../../../domain/accounts/api-key';
import type { ApiKeyId, UserId } from '../../../../domain/shared/ids';

describe('isApiKeyToken', () => {
  it.each<[string, string, boolean]>([
    ['an API key', 'sp_live_0001abcdef', true],
    ['the prefix alone', 'sp_live_', true],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.e30.sig', false],
    ['the prefix in capitals', 'SP_LIVE_0001abcdef', false],
    ['the prefix not at the start', 'x sp_live_0001', false],
    ['a test-mode looking key', 'sp_test_0001abcdef', false],
    ['empty', '', false],
  ])('%s', (_name, token, expected) => {
    expect(isApiKeyToken(token)).toBe(expected);
  });
});

describe('isRevoked', () => {
  const key: ApiKey = {
    id: 'key-1' as ApiKeyId,
    userId: 'user-1' as UserId,
    name: 'CI',
    prefix: 'sp_live_0001',
    scope: 'write',
    createdAt: new Date('2025-03-10T09:00:00.000Z'),
    lastUsedAt: null,
    revokedAt: null,
  };

  it.each<[string, Date | null, boolean]>([
    ['never revoked', null, false],
    ['revoked', new Date('2025-03-11T09:00:00.000Z'), true],
  ])('%s', (_name, revokedAt, expected) => {
    expect(isRevoked({ ...key, revokedAt })).toBe(expected);
  });
});

describe('isLastUseStale', () => {
  const now = new Date('2025-03-10T09:01:00.000Z');

  it.each<[string, string | null, boolean]>([
    ['never used', null, true],
    ['used a minute ago to the millisecond', '2025-03-10T09:00:00.000Z', true],
    ['used an hour ago', '2025-03-10T08:01:00.000Z', true],
    ['used a millisecond under a minute ago', '2025-03-10T09:00:00.001Z', false],
    ['used just now', '2025-03-10T09:01:00.000Z', false],
  ])('%s', (_name, lastUsedAt, expected) => {
    expect(isLastUseStale({ lastUsedAt: lastUsedAt === null ? null : new Date(lastUsedAt) }, now)).toBe(expected);
  });
});
