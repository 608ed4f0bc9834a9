import { Secret, TOTP } from 'otpauth';
import type { Totp } from '../../application/ports/totp';

/** The settings every authenticator app reads the same way (Google Authenticator ignores others). */
const algorithm = 'SHA1';
const digits = 6;
const period = 30;
/** 160 bits, RFC 4226's recommended secret length. */
const secretBytes = 20;
/** One step either side: a phone clock up to 30 s off, or a code typed just as it changed, still works. */
const driftSteps = 1;

/** RFC 6238 codes with the otpauth package. */
export class OtpauthTotp implements Totp {
  constructor(private readonly issuer: string) {}

  generateSecret(): string {
    return new Secret({ size: secretBytes }).base32;
  }

  uri(secret: string, accountName: string): string {
    return this.totp(secret, accountName).toString();
  }

  matchingStep(secret: string, code: string, now: Date): number | null {
    const timestamp = now.getTime();
    const delta = this.totp(secret, '').validate({ token: code, timestamp, window: driftSteps });
    return delta === null ? null : TOTP.counter({ period, timestamp }) + delta;
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({ issuer: this.issuer, label, algorithm, digits, period, secret: Secret.fromBase32(secret) });
  }
}
