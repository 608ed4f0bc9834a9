import type { OpaqueTokens } from '../../../application/ports/opaque-tokens';

/**
 * Predictable secrets: `<prefix>0001-opaque-token`, `<prefix>0002-...`. The counter comes first so that the
 * characters shown as an API key's prefix differ from key to key, as they do for random keys.
 */
export class FakeOpaqueTokens implements OpaqueTokens {
  private count = 0;

  generate(prefix = ''): string {
    this.count += 1;
    return `${prefix}${String(this.count).padStart(4, '0')}-opaque-token`;
  }

  hash(token: string): string {
    return `h:${token}`;
  }
}
