/**
 * What a conversion goal's trigger must look like, with the words the server and the forms both say. The web app
 * imports this module, so it stays plain data and small pure functions.
 */

/** How a page visit goal's address is compared with the page the visitor reaches. */
export const urlMatches = ['exact', 'starts_with', 'pattern'] as const;
export type UrlMatch = (typeof urlMatches)[number];

/** A website keeps at most this many goals; a test measures one primary goal and at most five secondary ones. */
export const goalsPerWebsite = 50;
export const secondaryGoalsPerTest = 5;

export const selectorMaxLength = 500;
export const eventNamePattern = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The largest revenue one event may carry, in the currency's minor unit (pence, cents): ten million pounds. */
export const maxRevenueValue = 1_000_000_000;

export const conversionGoalMessages = {
  url: 'Enter a page of this website, like /thank-you or https://example.com/thank-you',
  otherWebsite: 'The page must be on this website',
  patternWithoutStar: 'A pattern needs at least one *, standing for any characters',
  selector: 'Enter a CSS selector the browser understands, like #add-to-basket or .checkout button',
  selectorTooLong: 'Use at most 500 characters for the selector',
  amountSelector:
    'Enter the CSS selector of the element showing the order total on that page, like .order-total .amount or #total',
  eventName: 'Use 1 to 64 letters, digits, _ . : or - for the event name, like signup or order_placed',
  tooManyGoals: 'A website can have at most 50 goals; delete one you no longer use first',
  tooManySecondary: 'A test can have at most 5 secondary goals',
  repeatedGoal: 'Each goal can be picked once per test',
  otherWebsiteGoal: 'That goal belongs to another website',
  nameTaken: 'This website has a goal with that name already',
} as const;
