/**
 * The messages of a test's details that both the server and the forms give (the dates and the session cap). The web
 * app imports this module too, so it stays plain data.
 */
export const maxCasesMessages = {
  missing: 'Enter the maximum number of test sessions',
  notWhole: 'The maximum number of test sessions is a whole number',
  belowOne: 'The maximum number of test sessions must be at least 1',
} as const;

export const testDateMessages = {
  missingStart: 'Enter a start date',
  missingEnd: 'Enter an end date',
  endNotAfterStart: 'The end date must be after the start date',
  endInPast: 'The end date must be in the future',
} as const;
