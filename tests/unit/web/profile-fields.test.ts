import { describe, expect, it } from 'vitest';
import { otherOptionId as seededOtherId } from '../../../migrations/seed-data/profile-lookups';
import { businessSchema } from '../../../web/app/features/profile/business-fields';
import { formatCalendarDate } from '../../../web/app/features/profile/calendar-date';
import { demographicsFormValues, demographicsSchema } from '../../../web/app/features/profile/demographics-fields';
import { experienceSchema } from '../../../web/app/features/profile/experience-fields';
import { otherOptionId } from '../../../web/app/features/profile/other-option';
import { pathAfter, pathBefore } from '../../../web/app/features/profile/profile-steps';

const business = {
  businessName: 'Ada’s Teas',
  industryId: '1',
  otherIndustry: '',
  monthlyWebsiteTrafficId: '2',
  numEmployees: '4',
  primaryObjectiveId: '1',
  otherPrimaryObjective: '',
};

/** The first problem's field and message, as the form shows it. */
function firstProblem(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue === undefined ? null : { field: issue.path.join('.'), message: issue.message };
}

describe('the profile forms’ rules', () => {
  it('reveal the same "Other" as the server seeds', () => {
    expect(Number(otherOptionId)).toBe(seededOtherId);
  });

  it.each<[string, Partial<typeof business>, { field: string; message: string } | null]>([
    ['a complete business', {}, null],
    [
      'Other industry without its name',
      { industryId: '99' },
      { field: 'otherIndustry', message: 'Tell us your industry' },
    ],
    ['Other industry with its name', { industryId: '99', otherIndustry: 'Tea blending' }, null],
    [
      'no employees',
      { numEmployees: '0' },
      { field: 'numEmployees', message: 'Enter the number of employees: a whole number, 1 or more' },
    ],
    [
      'a fraction of an employee',
      { numEmployees: '2.5' },
      { field: 'numEmployees', message: 'Enter the number of employees: a whole number, 1 or more' },
    ],
  ])('business: %s', (_name, change, problem) => {
    expect(firstProblem(businessSchema.safeParse({ ...business, ...change }))).toEqual(problem);
  });

  it('shows the Other text’s problem beside the others on the first Next', () => {
    const result = businessSchema.safeParse({ ...business, businessName: '', industryId: '99' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['businessName', 'otherIndustry']);
  });

  it('sends numbers as numbers, and the Other texts only with Other', () => {
    expect(businessSchema.parse({ ...business, otherIndustry: 'left over', numEmployees: ' 12 ' })).toEqual({
      ...business,
      numEmployees: 12,
      otherIndustry: null,
      otherPrimaryObjective: null,
    });
    expect(experienceSchema.parse({ competitorIds: ['1', '99'], otherCompetitor: ' Homegrown ', notes: '' })).toEqual({
      competitorIds: ['1', '99'],
      otherCompetitor: 'Homegrown',
      notes: '',
    });
  });

  it.each<[string, string, string | null]>([
    ['no date', '', 'Enter your date of birth'],
    ['tomorrow', '2999-01-01', 'Enter a real date of birth in the past'],
    ['30 February', '1990-02-30', 'Enter a real date of birth in the past'],
    ['a child', `${new Date().getFullYear() - 5}-01-01`, 'You need to be at least 13 years old to fill in a profile'],
    ['an adult', '1990-05-17', null],
  ])('date of birth: %s', (_name, dob, message) => {
    const values = {
      ...demographicsFormValues(null),
      nickname: 'Ada',
      gender: 'F',
      dob,
      countryId: '77',
      educationLevelId: '4',
      jobCategoryId: '1',
      businessPosition: 'Founder',
      techSavvy: '4',
    };
    expect(firstProblem(demographicsSchema.safeParse(values))?.message ?? null).toBe(message);
  });

  it('an unanswered radio group asks for an answer', () => {
    const result = demographicsSchema.safeParse({ ...demographicsFormValues(null), gender: null, techSavvy: null });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Choose Male or Female');
    expect(messages).toContain('Choose how comfortable you are with technology, from 1 to 5');
  });

  it('shows dates of birth as dd/mm/yyyy', () => {
    expect(formatCalendarDate('1990-05-17')).toBe('17/05/1990');
  });

  it('steps forward to the success page and back to the profile', () => {
    expect(pathAfter('GOALS')).toBe('/user/profile/edit/2');
    expect(pathAfter('PREVIOUS_EXPERIENCE')).toBe('/user/profile/edit/success');
    expect(pathBefore('BUSINESS')).toBe('/user/profile/edit');
    expect(pathBefore('GOALS')).toBe('/user/profile');
  });
});
