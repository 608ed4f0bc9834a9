// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearAccount,
  readAccount,
  saveAccount,
  updateAccountCardNearingExpiry,
  updateAccountEmail,
} from '../../../web/app/account/account-cookies';

const account = { id: 'user-1', token: 'token-abc', email: 'owner@example.com', cardNearingExpiry: true };

afterEach(clearAccount);

describe('account cookies (SPEC §3, §4)', () => {
  it('keeps a saved account in the four cookies and reads it back', () => {
    saveAccount(account);
    expect(Cookies.get()).toMatchObject({
      accountId: 'user-1',
      accountToken: 'token-abc',
      accountEmail: 'owner@example.com',
      accountCardNearingExpiry: 'true',
    });
    expect(readAccount()).toEqual(account);
  });

  it('has no user unless id, token and email are all present', () => {
    saveAccount(account);
    Cookies.remove('accountToken', { path: '/' });
    expect(readAccount()).toBeNull();
  });

  it('follows a change of email without touching the session', () => {
    saveAccount(account);
    updateAccountEmail('renamed@example.com');
    expect(readAccount()).toEqual({ ...account, email: 'renamed@example.com' });
  });

  it("follows the server's answer about the card nearing its expiry", () => {
    saveAccount(account);
    updateAccountCardNearingExpiry(false);
    expect(Cookies.get('accountCardNearingExpiry')).toBe('false');
    expect(readAccount()).toEqual({ ...account, cardNearingExpiry: false });
  });

  it('clears every account cookie, the legacy plan cookie included', () => {
    saveAccount(account);
    Cookies.set('accountPlan', 'pro', { path: '/' });
    clearAccount();
    expect(Object.keys(Cookies.get()).filter((name) => name.startsWith('account'))).toEqual([]);
  });
});
