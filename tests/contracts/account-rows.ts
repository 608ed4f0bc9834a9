import { randomUUID } from 'node:crypto';
import { newUser, type User } from '../../domain/accounts/user';
import type { UserId } from '../../domain/shared/ids';

/**
 * Rows for contract suites. Ids are random UUIDs and emails derive from them, because the real adapters run every
 * test of a file against one database: nothing may collide with an earlier test's rows. An established account:
 * its address confirmed when it was made, unless `fields` say otherwise.
 */
export function aUser(fields: Partial<User> = {}): User {
  const id = randomUUID() as UserId;
  const createdAt = new Date('2025-03-10T09:00:00.000Z');
  return {
    ...newUser({
      id,
      email: `owner-${id}@example.com`,
      passwordHash: 'stored-hash',
      directAffiliateSignup: false,
      createdAt,
    }),
    emailConfirmedAt: createdAt,
    ...fields,
  };
}

export function anId(): string {
  return randomUUID();
}
