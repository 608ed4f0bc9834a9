import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../adapters/config/config';

describe('CORS_ORIGINS', () => {
  it('is empty unless set, also when set empty', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it('takes comma-separated origins, trimmed, as the browser writes them', () => {
    expect(
      loadConfig({ CORS_ORIGINS: ' https://Admin.Example.com/ , http://localhost:5173,https://admin.example.com' })
        .corsOrigins,
    ).toEqual(['https://admin.example.com', 'http://localhost:5173']);
  });

  it.each([
    ['a path', 'https://admin.example.com/app'],
    ['a query', 'https://admin.example.com?x=1'],
    ['no scheme', 'admin.example.com'],
    ['another scheme', 'ftp://admin.example.com'],
    ['a wildcard', '*'],
  ])('stops the start naming the variable and the value when one has %s', (_name, value) => {
    expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example.com,${value}` })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example.com,${value}` })).toThrow(
      `CORS_ORIGINS has "${value}", which is not an origin`,
    );
  });
});
