import Cookies from 'js-cookie';

/** The signed-in account as the browser keeps it (SPEC §3): four cookies, valid for one day. */
export interface Account {
  readonly id: string;
  readonly token: string;
  readonly email: string;
  readonly cardNearingExpiry: boolean;
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

/** Logging out removes every account cookie, including the legacy plan cookie (SPEC §4). */
export function clearAccount(): void {
  for (const name of ['accountId', 'accountToken', 'accountEmail', 'accountPlan', 'accountCardNearingExpiry']) {
    Cookies.remove(name, { path: '/' });
  }
}
