/** Time-based one-time passwords (RFC 6238) as authenticator apps make them: 6 digits, 30-second steps, SHA-1. */
export interface Totp {
  /** A new random shared secret, base32 (the "manual key" an owner may type into their app). */
  generateSecret(): string;
  /** The otpauth:// URI an app scans from a QR code. */
  uri(secret: string, accountName: string): string;
  /**
   * The time step (30-second counter) whose code `code` is, within one step either side of `now` for clock drift;
   * null when it matches none. The caller refuses a step already used, so that a code works once.
   */
  matchingStep(secret: string, code: string, now: Date): number | null;
}
