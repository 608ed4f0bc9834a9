import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dateOfBirthProblem,
  parseCalendarDate,
  type DateOfBirthProblem,
} from '../../../../domain/profile/date-of-birth';

/** 15 June 2026, late in the day in UTC. */
const now = new Date('2026-06-15T23:30:00Z');

describe('a date of birth', () => {
  it.each<[string, string, DateOfBirthProblem | null]>([
    ['an adult', '1990-05-17', null],
    ['13 today', '2013-06-15', null],
    ['a day short of 13', '2013-06-16', 'too-young'],
    ['a child', '2020-01-01', 'too-young'],
    ['120 today', '1906-06-15', null],
    ['121 today', '1905-06-15', 'too-old'],
    ['a day short of 121', '1905-06-16', null],
    ['today', '2026-06-15', 'not-in-the-past'],
    ['tomorrow', '2026-06-16', 'not-in-the-past'],
    ['next century', '2126-01-01', 'not-in-the-past'],
    ['30 February', '1990-02-30', 'not-a-date'],
    ['29 February of a common year', '1990-02-29', 'not-a-date'],
    ['29 February of a leap year', '1988-02-29', null],
    ['month 13', '1990-13-01', 'not-a-date'],
    ['day 0', '1990-01-00', 'not-a-date'],
    ['a British date', '17/05/1990', 'not-a-date'],
    ['a timestamp', '1990-05-17T00:00:00Z', 'not-a-date'],
    ['empty', '', 'not-a-date'],
  ])('%s (%s): %s', (_name, dob, problem) => {
    expect(dateOfBirthProblem(dob, now)).toBe(problem);
  });

  it('counts the day from the clock it is given, in UTC', () => {
    expect(dateOfBirthProblem('2013-06-16', new Date('2026-06-15T23:59:59Z'))).toBe('too-young');
    expect(dateOfBirthProblem('2013-06-16', new Date('2026-06-16T00:00:00Z'))).toBeNull();
  });

  it.each<[string, string, number]>([
    ['1990-05-17', '2026-05-16', 35],
    ['1990-05-17', '2026-05-17', 36],
    ['2000-02-29', '2013-02-28', 12],
    ['2000-02-29', '2013-03-01', 13],
    ['2000-02-29', '2016-02-29', 16],
  ])('born %s is how old on %s: %i', (born, on, age) => {
    const [bornDay, onDay] = [parseCalendarDate(born), parseCalendarDate(on)];
    if (bornDay === null || onDay === null) throw new Error('test dates must be real');
    expect(ageOn(bornDay, onDay)).toBe(age);
  });
});
