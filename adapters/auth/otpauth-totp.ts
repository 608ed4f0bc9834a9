import { Secret, TOTP } from 'otpauth';
import type { Totp } from '../../application/ports/totp';

/** RFC 6238 with the settings every authenticator app takes: SHA-1, 6 digits, 30 seconds. */
export class OtpauthTotp implements Totp {
  constructor(private readonly issuer: string) {}

  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  uri(secret: string, accountName: string): string {
    return this.totp(secret, accountName).toString();
  }

  verify(secret: string, code: string, now: Date): boolean {
    const token = code.replace(/\s/g, '');
    return this.totp(secret, '').validate({ token, timestamp: now.getTime(), window: 1 }) !== null;
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({
      issuer: this.issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret),
    });
  }
}
