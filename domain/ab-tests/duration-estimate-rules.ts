/**
 * The bounds of a duration estimate's two assumptions, with the words both the server and the review step's form
 * say. The web app imports this module too, so it stays plain data.
 */
/** The lift planned for until the owner says otherwise: +10%, a common smallest lift worth acting on. */
export const defaultMinimumLiftPercent = 10;

export const minimumLiftPercentBounds = { min: 0.01, max: 1000 } as const;

export const minimumLiftMessages = {
  tooSmall: 'The smallest lift worth finding must be at least 0.01%',
  tooLarge: 'The smallest lift worth finding can be at most 1,000%',
} as const;

export const visitorsPerDayMessages = {
  notWhole: 'Visitors per day is a whole number',
  belowOne: 'Enter at least 1 visitor per day, or leave it empty',
} as const;

/** A conversion goal's expected rate, in percent: more than 0 and less than 100. */
export const conversionRateMessages = {
  notANumber: 'The expected conversion rate is a number, such as 3 for 3%',
  outOfRange: 'The expected conversion rate must be more than 0% and less than 100%, or left empty',
} as const;
