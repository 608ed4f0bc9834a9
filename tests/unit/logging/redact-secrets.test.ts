import { describe, expect, it } from 'vitest';
import { isSecretName, redactUrl, scrubLogArguments, scrubText } from '../../../adapters/logging/redact-secrets';

describe('secrets in log lines', () => {
  it.each<[string, 'log' | 'request', boolean]>([
    ['password', 'log', true],
    ['currentPassword', 'log', true],
    ['password_hash', 'log', true],
    ['webhookSecret', 'log', true],
    ['authorization', 'log', true],
    ['accessToken', 'log', true],
    ['api_key', 'log', true],
    ['signingKey', 'log', true],
    ['recoveryCode', 'log', true],
    ['totp_code', 'log', true],
    ['code', 'request', true],
    // An error's code (ECONNREFUSED, 23505) is what an operator needs.
    ['code', 'log', false],
    ['tokenId', 'log', false],
    ['email', 'log', false],
    ['statusCode', 'log', false],
    ['site', 'request', false],
  ])('%s in a %s is secret: %s', (name, context, secret) => {
    expect(isSecretName(name, context)).toBe(secret);
  });

  it.each<[string, string, string]>([
    ['a reset link', '/new-password?token=abc123&next=%2Fuser', '/new-password?token=%5Bredacted%5D&next=%2Fuser'],
    [
      "a GET /graphql's variables",
      `/graphql?query=q&variables=${encodeURIComponent('{"input":{"email":"a@b.c","password":"hunter2","code":"123456"}}')}`,
      `/graphql?query=q&variables=${new URLSearchParams({ v: '{"input":{"email":"a@b.c","password":"[redacted]","code":"[redacted]"}}' }).toString().slice(2)}`,
    ],
    [
      'a quoted argument in the document',
      `/graphql?query=${encodeURIComponent('mutation { authenticateUser(input: { email: "a@b.c", password: "hunter2" }) { id } }')}`,
      `/graphql?query=${new URLSearchParams({ q: 'mutation { authenticateUser(input: { email: "a@b.c", password: "[redacted]" }) { id } }' }).toString().slice(2)}`,
    ],
    [
      "the editor link's token, alone and inside the page address",
      `/api/track/config?site=s&page=${encodeURIComponent('https://shop.example/?splitpenny_variant=spe_AbC-123')}&preview=spe_AbC-123`,
      `/api/track/config?site=s&page=${encodeURIComponent('https://shop.example/?splitpenny_variant=[redacted]')}&preview=%5Bredacted%5D`,
    ],
    [
      'a URL without secrets, unchanged',
      '/api/track/config?site=s&page=%2Fhome&preview=',
      '/api/track/config?site=s&page=%2Fhome&preview=',
    ],
    ['a URL without a query', '/user/tests', '/user/tests'],
  ])('redacts %s', (_name, url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('scrubs secrets out of free text, leaving the rest', () => {
    expect(
      scrubText(
        'GET https://app.example/new-password?token=abc&x=1 by postgres://app:pw@db:5432 with {"password":"p"}',
      ),
    ).toBe(
      'GET https://app.example/new-password?token=[redacted]&x=1 by postgres://app:[redacted]@db:5432 with {"password":"[redacted]"}',
    );
  });

  it("keeps an error's type, code and stack, scrubbed, where pino writes an error", () => {
    const error = Object.assign(new Error('bad token sp_live_abcdef0123456789'), { code: 'ECONNREFUSED' });
    const [fields, message] = scrubLogArguments([error]);
    expect(fields).toMatchObject({
      err: { type: 'Error', code: 'ECONNREFUSED', message: 'bad token [redacted]' },
    });
    expect(JSON.stringify(fields)).not.toContain('sp_live_abcdef');
    expect(message).toBe('bad token [redacted]');
  });

  it('writes what JSON would of a value that says how (a URL, a date), scrubbed', () => {
    const at = new Date('2026-11-29T12:00:00Z');
    expect(scrubLogArguments([{ link: new URL('https://app.example/new-password?token=abc'), at }])).toEqual([
      { link: 'https://app.example/new-password?token=[redacted]', at: '2026-11-29T12:00:00.000Z' },
    ]);
  });

  it('cuts cycles instead of walking them forever', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    expect(scrubLogArguments([looped, 'msg'])).toEqual([{ name: 'a', self: '[left out]' }, 'msg']);
  });
});
