/**
 * SPEC §5's name rule for websites, pages, tests and variants, and the description's limit, with the words both
 * the server and the forms say: a form shows the same message before sending as the server would after. The web
 * app imports this module (ARCHITECTURE.md §1 lets it import domain's `*-rules` modules), so it stays plain data.
 */
export const nameMaxLength = 100;

/** Letters of any alphabet ("Café", "Zürich"), digits, underscore and spaces. */
export const namePattern = /^[\p{L}\p{N}_ ]+$/u;

export const nameMessages = {
  missing: 'Enter a name',
  tooLong: 'Use at most 100 characters for the name',
  characters: 'The name can only contain letters, numbers, and spaces',
} as const;

export const descriptionMaxLength = 2000;

export const descriptionTooLongMessage = 'Use at most 2,000 characters for the description';
