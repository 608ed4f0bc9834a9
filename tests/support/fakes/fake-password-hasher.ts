import type { PasswordHasher } from '../../../application/ports/password-hasher';

/**
 * Instant instead of argon2's deliberate slowness. It records which hashes were checked, so a test can see that a
 * login for an unknown email still checks the decoy hash.
 */
export class FakePasswordHasher implements PasswordHasher {
  readonly verifiedHashes: string[] = [];

  async hash(password: string): Promise<string> {
    return `hashed:${password}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    this.verifiedHashes.push(hash);
    return hash === `hashed:${password}`;
  }
}
