import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey made in software, answering WebAuthn ceremonies as a browser with a platform authenticator would:
 * an ES256 (P-256) key, "none" attestation, user present and verified, and a signature counter. Tests use it to
 * register a passkey and to sign login challenges through the API, without a browser.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;

  constructor(private readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  /** The JSON of `navigator.credentials.create()` for these creation options (JSON from the server). */
  register(optionsJson: string): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rp: { id: string } };
    const clientData = this.clientData('webauthn.create', options.challenge);
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
      credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = Buffer.concat([this.authDataHead(options.rp.id, 0x45), attested]);
    const noStatement = new Map<string, never>();
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', noStatement],
        ['authData', authData],
      ]),
    );
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
    });
  }

  /** The JSON of `navigator.credentials.get()` for these request options, signed by this passkey. */
  assert(optionsJson: string, overrides: { readonly origin?: string } = {}): string {
    const options = JSON.parse(optionsJson) as { challenge: string; rpId: string };
    const clientData = this.clientData('webauthn.get', options.challenge, overrides.origin);
    this.counter += 1;
    const authData = this.authDataHead(options.rpId, 0x05);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return JSON.stringify({
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
      },
    });
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** RP id hash, flags and the signature counter: the part of authenticator data every ceremony has. */
  private authDataHead(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(Buffer.from(rpId)), Buffer.from([flags]), counter]);
  }
}

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}
