/**
 * The limits of a variant's page change that both the server and the forms check, with the words they both say.
 * The web app imports this module too, so it stays plain data and tiny pure checks.
 */
export const codeMaxLength = 100_000;

/** "Keep the CSS under 100,000 characters", for the CSS or the JavaScript. */
export function codeTooLongMessage(language: string): string {
  return `Keep the ${language} under 100,000 characters`;
}

export const redirectUrlMessage = 'Enter a full address, like https://example.com/new-page';

/** A redirect goes to an absolute http(s) address. */
export function isFullAddress(value: string): boolean {
  return URL.canParse(value) && /^https?:\/\//i.test(value);
}
