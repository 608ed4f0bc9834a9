import { makeRevokedSessions, type RevokedSessions } from '../../../application/accounts/revoked-sessions';
import { newUser, type User } from '../../../domain/accounts/user';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId } from '../../../domain/shared/ids';
import type { Result } from '../../../domain/shared/result';
import { FakeAccessTokens } from '../../support/fakes/fake-access-tokens';
import { FakeOpaqueTokens } from '../../support/fakes/fake-opaque-tokens';
import { FakePasswordHasher } from '../../support/fakes/fake-password-hasher';
import { FakePasswordStrength } from '../../support/fakes/fake-password-strength';
import { FixedClock } from '../../support/fakes/fixed-clock';
import type { InMemoryAccountsStore } from '../../support/fakes/in-memory-accounts-store';
import { InMemoryUnitOfWork } from '../../support/fakes/in-memory-unit-of-work';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { notHeldHere } from '../../support/fakes/not-held-here';
import { SequentialIdGenerator } from '../../support/fakes/sequential-id-generator';
import type { PasskeyCeremonies } from '../../../application/ports/passkey-ceremonies';

export const appUrl = 'https://app.splitpenny.test';

/** Every port the accounts use cases need, as fakes, plus a way to put an account in place without signing up. */
export interface AccountsFixture {
  readonly clock: FixedClock;
  readonly ids: SequentialIdGenerator;
  readonly hasher: FakePasswordHasher;
  readonly passwordStrength: FakePasswordStrength;
  readonly tokens: FakeAccessTokens;
  readonly opaqueTokens: FakeOpaqueTokens;
  readonly mailer: RecordingMailer;
  readonly uow: InMemoryUnitOfWork;
  readonly store: InMemoryAccountsStore;
  readonly revokedSessions: RevokedSessions;
  readonly appUrl: string;
  /** WebAuthn is checked against a real browser's output in tests/integration/accounts/passkey-login.test.ts. */
  readonly passkeys: PasskeyCeremonies;
  /**
   * Stores an account with this email and password, as sign-up would, minus the email and the credit, its address
   * confirmed as an established account's is.
   */
  existingUser(email?: string, password?: string): Promise<User>;
}

export function accountsFixture(): AccountsFixture {
  const clock = new FixedClock();
  const ids = new SequentialIdGenerator();
  const hasher = new FakePasswordHasher();
  const uow = new InMemoryUnitOfWork();
  return {
    clock,
    ids,
    hasher,
    passwordStrength: new FakePasswordStrength(),
    tokens: new FakeAccessTokens(),
    opaqueTokens: new FakeOpaqueTokens(),
    mailer: new RecordingMailer(),
    uow,
    store: uow.store,
    revokedSessions: makeRevokedSessions({ uow, clock }),
    appUrl,
    passkeys: notHeldHere('passkeys'),
    async existingUser(email = 'ann@example.com', password = 'correct horse battery') {
      const user = {
        ...newUser({
          id: ids.next() as UserId,
          email,
          passwordHash: await hasher.hash(password),
          directAffiliateSignup: false,
          createdAt: clock.now(),
        }),
        emailConfirmedAt: clock.now(),
      };
      await uow.run(({ users }) => users.insert(user));
      return user;
    },
  };
}

export function viewerOf(user: User): Viewer {
  return { userId: user.id, via: 'access-token' };
}

/** The value of a result that must have succeeded; otherwise the test fails, naming the error. */
export function okValue<T, E extends { readonly kind: string }>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}`);
  return result.value;
}
