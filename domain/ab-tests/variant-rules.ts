/**
 * The limits of a variant's page change that both the server and the forms check, with the words they both say.
 * The web app imports this module too, so it stays plain data and tiny pure checks.
 */
export const codeMaxLength = 100_000;

/** "Keep the CSS under 100,000 characters", for the CSS or the JavaScript. */
export function codeTooLongMessage(language: string): string {
  return `Keep the ${language} under 100,000 characters`;
}

export const redirectUrlMessage =
  'Enter a full address, like https://example.com/new-page, or a path on the same website, like /new-page';

/**
 * A redirect goes to an absolute http(s) address, or to a path (`/new-page`), which the tracking script resolves
 * against the tested page's own address, as a page's address may be a path too. Not `//host/…`, which would leave
 * the website by a path's look.
 */
export function isRedirectAddress(value: string): boolean {
  if (value.startsWith('/'))
    return !value.startsWith('//') && !/\s/.test(value) && URL.canParse(value, 'https://a.example');
  return URL.canParse(value) && /^https?:\/\//i.test(value);
}

/** What a variant that is not the control is refused for when it would show the page exactly as the control does. */
export const emptyVariantMessage = 'A variant must change the page: add CSS, JavaScript or a redirect address';

/** Code of nothing but spaces and line breaks changes nothing. */
export function hasCode(code: string): boolean {
  return code.trim() !== '';
}

/**
 * Whether a variant changes the page: a redirect, or CSS or JavaScript that is more than blank. One that does not is
 * an A/A test by accident, spending the owner's sessions on the page compared with itself.
 */
export function changesThePage(variant: {
  readonly cssCode: string;
  readonly jsCode: string;
  readonly pageRedirectUrl: string | null;
}): boolean {
  return variant.pageRedirectUrl !== null || hasCode(variant.cssCode) || hasCode(variant.jsCode);
}
