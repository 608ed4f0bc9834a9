import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

describe('CONTACT_EMAIL', () => {
  it('defaults to hello@splitpenny.com, also when set empty', () => {
    expect(loadConfig({}).contactEmail).toBe('hello@splitpenny.com');
    expect(loadConfig({ CONTACT_EMAIL: '' }).contactEmail).toBe('hello@splitpenny.com');
  });

  it('takes an address, trimmed', () => {
    expect(loadConfig({ CONTACT_EMAIL: ' team@example.com ' }).contactEmail).toBe('team@example.com');
  });

  it('stops the start with a message naming the variable when it is not an address', () => {
    expect(() => loadConfig({ CONTACT_EMAIL: 'not-an-address' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not-an-address' })).toThrow(/CONTACT_EMAIL must be an email address/);
  });
});
