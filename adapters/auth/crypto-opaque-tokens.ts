import { createHash, randomBytes } from 'node:crypto';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens';

/**
 * 256 random bits, base64url. A SHA-256 hash is enough to store them: unlike passwords they cannot be guessed,
 * so a slow hash would add nothing but latency to every API-key request.
 */
export class CryptoOpaqueTokens implements OpaqueTokens {
  generate(prefix = ''): string {
    return `${prefix}${randomBytes(32).toString('base64url')}`;
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
