/**
 * Emails are compared without regard to case or surrounding spaces, so `Ann@Example.com ` and `ann@example.com`
 * are one account. (Whether the text is an email at all is checked at the edge.)
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}
