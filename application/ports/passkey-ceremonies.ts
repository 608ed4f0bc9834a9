import type { PasskeyCredential } from '../../domain/accounts/second-factor';

/** The options a browser passes to `navigator.credentials.create()`/`.get()`, as JSON, with their challenge. */
export interface CeremonyOptions {
  readonly optionsJson: string;
  readonly challenge: string;
}

/**
 * WebAuthn's two ceremonies against this app's origin and relying-party id: registering a passkey and checking an
 * assertion made with one. Responses are the browser's JSON (`PublicKeyCredential.toJSON()` shape), unparsed.
 */
export interface PasskeyCeremonies {
  registrationOptions(user: {
    readonly id: string;
    readonly email: string;
    readonly existingCredentialIds: readonly string[];
  }): Promise<CeremonyOptions>;
  /** The new credential, or null when the response does not answer the challenge for this origin. */
  verifyRegistration(responseJson: string, expectedChallenge: string): Promise<PasskeyCredential | null>;
  authenticationOptions(credentials: readonly PasskeyCredential[]): Promise<CeremonyOptions>;
  /** The credential id the response names, read before any check (to find its key); null when unreadable. */
  credentialIdOf(responseJson: string): string | null;
  /** The authenticator's new signature counter, or null when the assertion is not a valid one for `credential`. */
  verifyAuthentication(
    responseJson: string,
    expectedChallenge: string,
    credential: PasskeyCredential,
  ): Promise<{ readonly newCounter: number } | null>;
}
