import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../application/ports/secret-box';

const ivBytes = 12;
const tagBytes = 16;

/**
 * AES-256-GCM with a key derived (HKDF) from the app's signing secret, so no new setting is needed and every process
 * on the database agrees on it. Sealed form: base64url of iv, tag and ciphertext.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'splitpenny', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  }

  open(sealed: string): string | null {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < ivBytes + tagBytes) return null;
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, ivBytes));
    decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
