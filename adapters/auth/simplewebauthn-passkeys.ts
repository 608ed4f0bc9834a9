import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { CeremonyOptions, PasskeyCeremonies } from '../../application/ports/passkey-ceremonies';
import type { PasskeyCredential } from '../../domain/accounts/second-factor';

/** How long the browser may wait for the person to use their authenticator. */
const ceremonyTimeoutMs = 120_000;

/**
 * WebAuthn with @simplewebauthn/server, for the app's public origin: the relying-party id is that origin's host, so
 * a passkey made on it works on no other site. No attestation is asked for (a passkey is a second factor here, not a
 * proof of the device's make), and user verification is preferred but not required, as for a security key.
 */
export class SimpleWebauthnPasskeys implements PasskeyCeremonies {
  private readonly origin: string;
  private readonly rpId: string;

  constructor(
    publicUrl: string,
    private readonly rpName: string,
  ) {
    const url = new URL(publicUrl);
    this.origin = url.origin;
    this.rpId = url.hostname;
  }

  async registrationOptions(user: {
    readonly id: string;
    readonly email: string;
    readonly existingCredentialIds: readonly string[];
  }): Promise<CeremonyOptions> {
    const options = await generateRegistrationOptions({
      rpName: this.rpName,
      rpID: this.rpId,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      timeout: ceremonyTimeoutMs,
      attestationType: 'none',
      excludeCredentials: user.existingCredentialIds.map((id) => ({ id })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    return { optionsJson: JSON.stringify(options), challenge: options.challenge };
  }

  async verifyRegistration(responseJson: string, expectedChallenge: string): Promise<PasskeyCredential | null> {
    const response = parse<RegistrationResponseJSON>(responseJson);
    if (response === null) return null;
    try {
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: false,
      });
      if (!verified.verified) return null;
      const { credential } = verified.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      };
    } catch {
      // The library throws for every way a response can be wrong: all are the same "not verified" here.
      return null;
    }
  }

  async authenticationOptions(credentials: readonly PasskeyCredential[]): Promise<CeremonyOptions> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpId,
      timeout: ceremonyTimeoutMs,
      userVerification: 'preferred',
      allowCredentials: credentials.map((c) => ({
        id: c.credentialId,
        transports: c.transports as AuthenticatorTransport[],
      })),
    });
    return { optionsJson: JSON.stringify(options), challenge: options.challenge };
  }

  credentialIdOf(responseJson: string): string | null {
    return parse<AuthenticationResponseJSON>(responseJson)?.id ?? null;
  }

  async verifyAuthentication(
    responseJson: string,
    expectedChallenge: string,
    credential: PasskeyCredential,
  ): Promise<{ readonly newCounter: number } | null> {
    const response = parse<AuthenticationResponseJSON>(responseJson);
    if (response === null) return null;
    try {
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpId,
        requireUserVerification: false,
        credential: {
          id: credential.credentialId,
          publicKey: isoBase64URL.toBuffer(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports as AuthenticatorTransport[],
        },
      });
      return verified.verified ? { newCounter: verified.authenticationInfo.newCounter } : null;
    } catch {
      return null;
    }
  }
}

/**
 * The browser's credential JSON, when it has the shape the library reads (an id and a response object); the library
 * checks everything inside.
 */
function parse<T extends { id: string; response: object }>(json: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  if (
    typeof candidate['id'] !== 'string' ||
    typeof candidate['response'] !== 'object' ||
    candidate['response'] === null
  ) {
    return null;
  }
  return value as T;
}
