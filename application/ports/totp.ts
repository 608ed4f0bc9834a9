/** Time-based one-time passwords (RFC 6238), as authenticator apps make them. */
export interface Totp {
  /** A new random secret, base32 as apps take it. */
  newSecret(): string;
  /** The `otpauth://` URI an app reads from a QR code, naming the account it is for. */
  uri(secret: string, accountName: string): string;
  /** Whether `code` is the secret's code now, or one step either side (clocks drift). */
  verify(secret: string, code: string, now: Date): boolean;
}
