// @vitest-environment happy-dom
import { GraphqlFailure } from '../../../web/app/api/graphql-failure';
import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccount, saveAccount } from '../../../web/app/account/account-cookies';
import {
  forgetOwnReferrer,
  isReferrerId,
  readReferrer,
  referrerCookieName,
  removeReferrerIf,
  saveReferrer,
} from '../../../web/app/account/referrer-cookie';
import { startSession } from '../../../web/app/account/start-session';
import { requestGraphql } from '../../../web/app/api/graphql-client';
import { captureReferral } from '../../../web/app/features/affiliates/capture-referral';

vi.mock('../../../web/app/api/graphql-client', () => ({ requestGraphql: vi.fn() }));
const request = vi.mocked(requestGraphql);

const affiliate = '0ee0ab12-b393-4cf0-89fa-ad5cee9dc00f';
const otherAffiliate = '5b1f1a0e-8a3d-4c3e-9d6f-2f5a8c1b7e42';
const me = 'c67de916-a275-4b93-8483-b1a33310a175';

const referrer = (): string | undefined => Cookies.get(referrerCookieName);

function signIn(id: string): void {
  saveAccount({ id, token: 'token', email: 'me@example.com', cardNearingExpiry: false });
}

function refused(code: string): GraphqlFailure {
  const errors = [{ message: 'There is no affiliate with that id.', extensions: { code } }];
  return new GraphqlFailure(200, errors);
}

beforeEach(() => {
  request.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  Cookies.remove(referrerCookieName, { path: '/' });
  clearAccount();
  vi.restoreAllMocks();
});

describe('the referrer cookie (SPEC §3, §4, §9)', () => {
  it.each([
    ['a lower-case UUID', affiliate, true],
    ['an upper-case UUID', affiliate.toUpperCase(), true],
    ['an empty value', '', false],
    ['a word', 'partner', false],
    ['a UUID without its dashes', affiliate.replace(/-/g, ''), false],
    ['a UUID with more after it', `${affiliate}x`, false],
    ['a UUID in a path', `../${affiliate}`, false],
  ])('takes %s as an account id: %s', (_name, value, expected) => {
    expect(isReferrerId(value)).toBe(expected);
  });

  it('keeps a referrer for a year at path / (SameSite=Lax)', () => {
    const set = vi.spyOn(Cookies, 'set');
    expect(saveReferrer(affiliate, null)).toBe(true);
    expect(referrer()).toBe(affiliate);
    expect(set).toHaveBeenCalledWith(
      referrerCookieName,
      affiliate,
      expect.objectContaining({ expires: 365, path: '/', sameSite: 'lax' }),
    );
  });

  it('never keeps a malformed id, nor the viewer as their own referrer', () => {
    expect(saveReferrer('partner', null)).toBe(false);
    expect(saveReferrer(me, me)).toBe(false);
    expect(referrer()).toBeUndefined();
  });

  it('a later link replaces the referrer', () => {
    saveReferrer(affiliate, null);
    saveReferrer(otherAffiliate, null);
    expect(referrer()).toBe(otherAffiliate);
  });

  it('reads the referrer to send with a signup, or null', () => {
    expect(readReferrer(null)).toBeNull();
    saveReferrer(affiliate, null);
    expect(readReferrer(null)).toBe(affiliate);
    expect(readReferrer(me)).toBe(affiliate);
  });

  it('sends no malformed value someone else left in the cookie', () => {
    Cookies.set(referrerCookieName, 'not-an-id', { path: '/' });
    expect(readReferrer(null)).toBeNull();
  });

  it("removes a referrer equal to the viewer's own id when reading it", () => {
    Cookies.set(referrerCookieName, me, { path: '/' });
    expect(readReferrer(me)).toBeNull();
    expect(referrer()).toBeUndefined();
  });

  it("forgets the viewer's own id and leaves anyone else's", () => {
    Cookies.set(referrerCookieName, me, { path: '/' });
    forgetOwnReferrer(null);
    expect(referrer()).toBe(me);
    forgetOwnReferrer(me);
    expect(referrer()).toBeUndefined();

    saveReferrer(affiliate, null);
    forgetOwnReferrer(me);
    expect(referrer()).toBe(affiliate);
  });

  it('logging in or signing up removes a referrer naming the new session, and keeps anyone else', () => {
    const session = { id: me, token: 'token', email: 'me@example.com', cardNearingExpiry: false };
    Cookies.set(referrerCookieName, me, { path: '/' });
    startSession(new QueryClient(), session);
    expect(referrer()).toBeUndefined();

    saveReferrer(affiliate, null);
    startSession(new QueryClient(), session);
    expect(referrer()).toBe(affiliate);
  });

  it('removes a referrer only while it is still the one named', () => {
    saveReferrer(otherAffiliate, null);
    removeReferrerIf(affiliate);
    expect(referrer()).toBe(otherAffiliate);
    removeReferrerIf(otherAffiliate);
    expect(referrer()).toBeUndefined();
  });
});

describe('capturing a referral on page load (SPEC §4, §8)', () => {
  it('keeps the affiliate of ?ref= and counts the visit once', async () => {
    request.mockResolvedValueOnce({ createAffiliateSession: { success: true } });
    await captureReferral(`?utm_source=mail&ref=${affiliate}`);
    expect(referrer()).toBe(affiliate);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[1]).toEqual({ referrerId: affiliate });
  });

  it.each([['?ref=partner'], ['?ref='], ['?reference=' + affiliate], ['']])(
    'ignores %j entirely: no cookie, no request',
    async (search) => {
      await captureReferral(search);
      expect(referrer()).toBeUndefined();
      expect(request).not.toHaveBeenCalled();
    },
  );

  it("keeps no cookie when the signed-in viewer opens their own link (the server doesn't count it)", async () => {
    signIn(me);
    request.mockResolvedValueOnce({ createAffiliateSession: { success: false } });
    await captureReferral(`?ref=${me}`);
    expect(referrer()).toBeUndefined();
  });

  it("removes a referrer cookie naming the signed-in viewer on any page load, and keeps another's", async () => {
    signIn(me);
    Cookies.set(referrerCookieName, me, { path: '/' });
    await captureReferral('');
    expect(referrer()).toBeUndefined();

    saveReferrer(affiliate, me);
    await captureReferral('');
    expect(referrer()).toBe(affiliate);
    expect(request).not.toHaveBeenCalled();
  });

  it('removes the cookie again when the id names no account (NOT_FOUND), and only logs it', async () => {
    request.mockRejectedValueOnce(refused('NOT_FOUND'));
    await expect(captureReferral(`?ref=${affiliate}`)).resolves.toBeUndefined();
    expect(referrer()).toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the cookie when the visit could not be counted for another reason, and only logs it', async () => {
    request.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(captureReferral(`?ref=${affiliate}`)).resolves.toBeUndefined();
    expect(referrer()).toBe(affiliate);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
