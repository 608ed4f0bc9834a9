import { describe, expect, it } from 'vitest';
import { AesGcmSecretBox } from '../../../adapters/auth/aes-gcm-secret-box';

describe('the secret box', () => {
  const box = new AesGcmSecretBox('app secret', 'authenticator-app-secrets');

  it('opens what it sealed, and never seals the same way twice', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a secret sealed with another key, or altered', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(new AesGcmSecretBox('other secret', 'authenticator-app-secrets').open(sealed)).toBeNull();
    const altered = Buffer.from(sealed, 'base64url');
    altered.writeUInt8((altered.at(-1) ?? 0) ^ 1, altered.length - 1);
    expect(box.open(altered.toString('base64url'))).toBeNull();
    expect(box.open('short')).toBeNull();
  });
});
