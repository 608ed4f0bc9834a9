import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP minimum. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}

/**
 * The hash of a random throwaway value, checked when a login names an unknown email, so that the answer takes
 * as long as for a wrong password and timing does not tell which emails have accounts.
 */
export const argon2DecoyHash =
  '$argon2id$v=19$m=19456,t=2,p=1$mfRj1ILD000Cp0GIJNH7Xg$w4wYoS5sC3bh/Y4WmhC1xpnDyBpjDBnV0hnSHOyd01Q';
