// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { isSameSitePath, pathAfterLogin } from '../../../web/app/account/redirect-path';

describe('the page to return to after logging in', () => {
  it.each([
    ['a path on this site', '/user/tests', true],
    ['a path with a query and a hash', '/user/tests?page=2#top', true],
    ['the site root', '/', true],
    ['a protocol-relative address', '//evil.example/user', false],
    ['a backslash trick browsers read as //', '/\\evil.example', false],
    ['an absolute address', 'https://evil.example/user', false],
    ['a javascript: address', 'javascript:alert(1)', false],
    ['a relative path', 'user/tests', false],
    ['an empty value', '', false],
  ])('%s (%s) is allowed: %s', (_name, value, expected) => {
    expect(isSameSitePath(value)).toBe(expected);
  });

  it('goes to the requested page when it is safe, else to My Account', () => {
    expect(pathAfterLogin('/user/edit-account')).toBe('/user/edit-account');
    expect(pathAfterLogin(undefined)).toBe('/user');
    expect(pathAfterLogin('//evil.example')).toBe('/user');
  });
});
