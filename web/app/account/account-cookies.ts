import Cookies from 'js-cookie';

/** The signed-in account as the browser keeps it (SPEC §3): four cookies, valid for one day. */
export interface Account {
  readonly id: string;
  readonly token: string;
  readonly email: string;
  readonly cardNearingExpiry: boolean;
}

/** Matches the token's own lifetime (one day), so the cookies and the session end together (SPEC §9). */
const accountCookieDays = 1;

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    expires: accountCookieDays,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  };
}

/** A user exists only when id, token and email are all present. */
export function readAccount(): Account | null {
  const id = Cookies.get('accountId');
  const token = Cookies.get('accountToken');
  const email = Cookies.get('accountEmail');
  if (!id || !token || !email) return null;
  return { id, token, email, cardNearingExpiry: Cookies.get('accountCardNearingExpiry') === 'true' };
}

export function readAccountToken(): string | null {
  return Cookies.get('accountToken') ?? null;
}

/** Logging in or signing up writes the four account cookies for one day at path / (SPEC §4). */
export function saveAccount(account: Account): void {
  const attributes = cookieAttributes();
  Cookies.set('accountId', account.id, attributes);
  Cookies.set('accountToken', account.token, attributes);
  Cookies.set('accountEmail', account.email, attributes);
  Cookies.set('accountCardNearingExpiry', String(account.cardNearingExpiry), attributes);
}

/** After the email changes the session stays the same; only the email cookie follows. */
export function updateAccountEmail(email: string): void {
  Cookies.set('accountEmail', email, cookieAttributes());
}

/** The saved card's state follows the server's answer (SPEC §3); the rest of the session stays as it is. */
export function updateAccountCardNearingExpiry(cardNearingExpiry: boolean): void {
  Cookies.set('accountCardNearingExpiry', String(cardNearingExpiry), cookieAttributes());
}

/** Logging out removes every account cookie, including the legacy plan cookie (SPEC §4). */
export function clearAccount(): void {
  for (const name of ['accountId', 'accountToken', 'accountEmail', 'accountPlan', 'accountCardNearingExpiry']) {
    Cookies.remove(name, { path: '/' });
  }
}
