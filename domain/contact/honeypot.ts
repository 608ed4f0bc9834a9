/**
 * The contact form's honeypot: a field people never see (hidden with CSS, out of the tab order, hidden from screen
 * readers) but form-filling bots do. Anything in it beyond whitespace marks the message as a bot's. Whitespace alone
 * does not, so a browser's odd autofill of a space never loses a person's message.
 */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && value.trim() !== '';
}
