import { describe, expect, it } from 'vitest';
import { addDays, parseDateInput, toDateInputValue } from '../../../web/app/features/tests/date-input';
import { defaultTestDetails, testDetailsSchema } from '../../../web/app/features/tests/test-details-fields';

describe('date inputs (a day in the viewer’s time zone)', () => {
  it('reads a day as its local midnight and writes it back the same', () => {
    const day = parseDateInput('2025-03-09');
    expect(day).toEqual(new Date(2025, 2, 9));
    expect(day === null ? null : toDateInputValue(day)).toBe('2025-03-09');
  });

  it.each(['', '2025-02-30', '09/03/2025', '2025-3-9', 'not a date'])('refuses %j', (value) => {
    expect(parseDateInput(value)).toBeNull();
  });

  it('adds calendar days across a month end', () => {
    expect(toDateInputValue(addDays(new Date(2025, 0, 20), 30))).toBe('2025-02-19');
  });
});

describe('the test details rules (SPEC §5)', () => {
  const valid = { ...defaultTestDetails(new Date(2025, 5, 1)), name: 'Homepage headline', goalId: '1' };

  it('starts today, ends in 30 days, with 1,000 sessions on every device', () => {
    expect(defaultTestDetails(new Date(2025, 5, 1))).toEqual({
      name: '',
      description: '',
      goalId: '',
      targetDevices: [],
      startDate: '2025-06-01',
      endDate: '2025-07-01',
      maxCases: 1000,
    });
    expect(testDetailsSchema.safeParse(valid).success).toBe(true);
  });

  it('takes letters of any alphabet, digits, underscores and spaces in a name, as the server does', () => {
    expect(testDetailsSchema.safeParse({ ...valid, name: 'Café Zürich_2' }).success).toBe(true);
  });

  it.each([
    ['an end before the start', { endDate: '2025-05-31' }, 'endDate', 'The end date must be after the start date'],
    ['an end on the start day', { endDate: '2025-06-01' }, 'endDate', 'The end date must be after the start date'],
    ['no start date', { startDate: '' }, 'startDate', 'Enter a start date'],
    ['no end date', { endDate: '' }, 'endDate', 'Enter an end date'],
    [
      'a name with markup',
      { name: 'Big <win>' },
      'name',
      'The name can only contain letters, numbers, spaces and punctuation',
    ],
    ['no name', { name: '  ' }, 'name', 'Enter a name'],
    ['no goal', { goalId: '' }, 'goalId', 'Choose a goal'],
    ['0 sessions', { maxCases: 0 }, 'maxCases', 'The maximum number of test sessions must be at least 1'],
    ['an empty number', { maxCases: Number.NaN }, 'maxCases', 'Enter the maximum number of test sessions'],
  ])('refuses %s', (_name, change, field, message) => {
    const result = testDetailsSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });
});
