/**
 * Whether a value may be used as the page to return to after logging in: a path on this site only. A value
 * like `//evil.example` or `/\evil.example` would leave the site, so it is refused.
 */
export function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  const origin = window.location.origin;
  try {
    return new URL(value, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Where a successful login goes: the page the user asked for, else My Account. */
export function pathAfterLogin(redirect: string | undefined): string {
  return redirect !== undefined && isSameSitePath(redirect) ? redirect : '/user';
}
