import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { profileOf, saveStep, validAnswers, type ProfileStepName } from '../../support/profile-operations';
import { useTestApplication } from '../../support/test-application';

/** The server's day: 15 June 2026. */
const today = new Date('2026-06-15T12:00:00Z');
const realPastDate = 'Enter a real date of birth in the past';

type Case = [name: string, step: ProfileStepName, change: object, field: string, message: string];

const cases: Case[] = [
  ['an unknown goal category', 'goal', { goalCategoryId: '50' }, 'goalCategoryId', 'Choose one of the goals'],
  ['no goal category', 'goal', { goalCategoryId: '' }, 'goalCategoryId', 'Choose one of the goals'],
  [
    'Other goal without saying what',
    'goal',
    { goalCategoryId: '99', otherGoalCategory: '  ' },
    'otherGoalCategory',
    'Tell us your goal',
  ],
  ['a blank goal comment', 'goal', { goalComment: '   ' }, 'goalComment', 'Tell us more about your goal'],
  [
    'a goal comment over 1,000 characters',
    'goal',
    { goalComment: 'x'.repeat(1001) },
    'goalComment',
    'Use at most 1,000 characters for your goal',
  ],
  ['an unknown industry', 'business', { industryId: '50' }, 'industryId', 'Choose one of the industries'],
  ['Other industry without saying which', 'business', { industryId: '99' }, 'otherIndustry', 'Tell us your industry'],
  [
    'an unknown traffic option',
    'business',
    { monthlyWebsiteTrafficId: '99' },
    'monthlyWebsiteTrafficId',
    'Choose how many visitors your website has a month',
  ],
  [
    'Other objective without saying which',
    'business',
    { primaryObjectiveId: '99', otherPrimaryObjective: '' },
    'otherPrimaryObjective',
    'Tell us your website’s main objective',
  ],
  [
    'no employees',
    'business',
    { numEmployees: 0 },
    'numEmployees',
    'Enter the number of employees: a whole number, 1 or more',
  ],
  [
    'a business name over 100 characters',
    'business',
    { businessName: 'x'.repeat(101) },
    'businessName',
    'Use at most 100 characters for the business name',
  ],
  ['a gender other than M or F', 'demographics', { gender: 'X' }, 'gender', 'Choose Male or Female'],
  ['a date of birth tomorrow', 'demographics', { dob: '2026-06-16' }, 'dob', realPastDate],
  ['a date of birth today', 'demographics', { dob: '2026-06-15' }, 'dob', realPastDate],
  ['a day that does not exist', 'demographics', { dob: '1990-02-30' }, 'dob', realPastDate],
  ['a date of birth that is not a date', 'demographics', { dob: '17/05/1990' }, 'dob', realPastDate],
  [
    'someone a day short of 13',
    'demographics',
    { dob: '2013-06-16' },
    'dob',
    'You need to be at least 13 years old to fill in a profile',
  ],
  [
    'someone 121 years old today',
    'demographics',
    { dob: '1905-06-15' },
    'dob',
    'Enter a date of birth within the last 120 years',
  ],
  [
    'tech-savviness of 6',
    'demographics',
    { techSavvy: 6 },
    'techSavvy',
    'Choose how comfortable you are with technology, from 1 to 5',
  ],
  [
    'tech-savviness of 0',
    'demographics',
    { techSavvy: 0 },
    'techSavvy',
    'Choose how comfortable you are with technology, from 1 to 5',
  ],
  ['an unknown country', 'demographics', { countryId: '250' }, 'countryId', 'Choose one of the countries'],
  [
    'an education level of 99 (that list has no Other)',
    'demographics',
    { educationLevelId: '99' },
    'educationLevelId',
    'Choose one of the education levels',
  ],
  [
    'Other job category without saying which',
    'demographics',
    { jobCategoryId: '99' },
    'otherJobCategory',
    'Tell us your job category',
  ],
  [
    'an unknown competitor',
    'experience',
    { competitorIds: ['1', '77'] },
    'competitorIds',
    'Choose tools from the list',
  ],
  [
    'a competitor id that is no id',
    'experience',
    { competitorIds: ['VWO'] },
    'competitorIds',
    'Choose tools from the list',
  ],
  [
    'Other tool without its name',
    'experience',
    { competitorIds: ['99'] },
    'otherCompetitor',
    'Tell us which other tool you have used',
  ],
];

const profileField: Record<ProfileStepName, string> = {
  goal: 'avatarGoal',
  business: 'avatarBusiness',
  demographics: 'avatarDemographics',
  experience: 'avatarPreviousExperience',
};

describe('bad answers to the profile wizard', () => {
  const testApp = useTestApplication({}, { clock: new FixedClock(today) });
  const app = () => testApp().app;

  it.each(cases)('refuses %s, naming the field, and saves nothing', async (_name, step, change, field, message) => {
    const owner = await signUp(app());
    const reply = await saveStep(app(), owner.token, step, 'create', { ...validAnswers[step], ...change });
    expect(reply.error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    const profile = (await profileOf(app(), owner.token)) as unknown as Record<string, unknown>;
    expect(profile[profileField[step]]).toBeNull();
  });

  it('refuses the same on update, keeping the answers saved before', async () => {
    const owner = await signUp(app());
    await saveStep(app(), owner.token, 'demographics', 'create', validAnswers.demographics);
    const reply = await saveStep(app(), owner.token, 'demographics', 'update', {
      ...validAnswers.demographics,
      dob: '2030-01-01',
    });
    expect(reply.error).toMatchObject({ message: realPastDate, extensions: { code: 'BAD_USER_INPUT', field: 'dob' } });
    expect((await profileOf(app(), owner.token)).avatarDemographics).toMatchObject({ dob: '1990-05-17' });
  });

  it('accepts someone who turns 13 today, and dates of birth read back as the same calendar day', async () => {
    const owner = await signUp(app());
    const reply = await saveStep(app(), owner.token, 'demographics', 'create', {
      ...validAnswers.demographics,
      dob: '2013-06-15',
    });
    expect(reply.errors).toEqual([]);
    expect((await profileOf(app(), owner.token)).avatarDemographics).toMatchObject({ dob: '2013-06-15' });
  });
});
