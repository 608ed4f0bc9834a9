/**
 * What both the server and the forms check of an address as typed, with the words they both say. Only presence and
 * length: the server then normalises a website's or page's address and explains what it cannot accept. The web app
 * imports this module too, so it stays plain data.
 */
export const addressMaxLength = 2048;

export const addressMessages = {
  missing: 'Enter the address',
  tooLong: 'That address is too long',
} as const;
