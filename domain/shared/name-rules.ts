/**
 * The name rules for websites, pages, tests, goals and variants, and the description's limit, with the words both
 * the server and the forms say: a form shows the same message before sending as the server would after. The web
 * app imports this module (ARCHITECTURE.md §1 lets it import domain's `*-rules` modules), so it stays plain data.
 *
 * SPEC §5's rule (letters, numbers, underscore and spaces) applies to variant names, the short labels the results
 * and the tracking script show. Display names (a website, page, test or goal) are what owners call their things, so
 * they also take ordinary punctuation: "Newcomer's Shop", "example.com", "Checkout (mobile) – v2".
 */
export const nameMaxLength = 100;

/** Letters of any alphabet ("Café", "Zürich"), digits, underscore and spaces. */
export const namePattern = /^[\p{L}\p{N}_ ]+$/u;

/**
 * A display name: letters (with their accents), digits, spaces, punctuation and the symbols names carry (& + = % # $
 * £ € @); not angle brackets, control characters or emoji, which read as markup or noise wherever the name is shown.
 */
export const displayNamePattern = /^[\p{L}\p{M}\p{N}\p{P}\p{Zs}&+=%#$£€@|~^`]+$/u;

export const nameMessages = {
  missing: 'Enter a name',
  tooLong: 'Use at most 100 characters for the name',
  characters: 'The name can only contain letters, numbers, and spaces',
  displayCharacters: 'The name can only contain letters, numbers, spaces and punctuation',
} as const;

export const descriptionMaxLength = 2000;

export const descriptionTooLongMessage = 'Use at most 2,000 characters for the description';
