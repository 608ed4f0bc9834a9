import { randomInt } from 'node:crypto';
import type { RecoveryCodeGenerator } from '../../application/ports/recovery-codes';

/** Lower-case letters and digits without the look-alikes 0/o, 1/l/i and u/v: easy to read back from paper. */
const alphabet = '23456789abcdefghjkmnpqrstwxyz';
const groups = 2;
const groupLength = 5;

/** Ten characters of a 29-letter alphabet: some 48 bits a code, far past guessing under the login throttle. */
export class CryptoRecoveryCodes implements RecoveryCodeGenerator {
  generate(): string {
    return Array.from({ length: groups }, () =>
      Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
    ).join('-');
  }
}
