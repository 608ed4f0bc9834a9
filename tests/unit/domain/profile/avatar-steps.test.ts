import { describe, expect, it } from 'vitest';
import { avatarBusiness, type AvatarBusiness } from '../../../../domain/profile/avatar-business';
import { avatarDemographics, type AvatarDemographics } from '../../../../domain/profile/avatar-demographics';
import { avatarGoal } from '../../../../domain/profile/avatar-goal';
import { avatarPreviousExperience } from '../../../../domain/profile/avatar-previous-experience';

const now = new Date('2026-06-15T12:00:00Z');

const business: AvatarBusiness = {
  businessName: 'Ada’s Teas',
  industryId: 1,
  otherIndustry: null,
  monthlyWebsiteTrafficId: 2,
  numEmployees: 4,
  primaryObjectiveId: 1,
  otherPrimaryObjective: null,
};

const demographics: AvatarDemographics = {
  nickname: 'Ada',
  gender: 'F',
  dob: '1990-05-17',
  countryId: 77,
  educationLevelId: 4,
  jobCategoryId: 1,
  otherJobCategory: null,
  businessPosition: 'Founder',
  techSavvy: 4,
};

describe('the profile steps’ rules', () => {
  it.each<[string, Partial<AvatarBusiness>, object]>([
    ['Other industry with its text', { industryId: 99, otherIndustry: ' Tea ' }, { ok: true }],
    ['Other industry without', { industryId: 99 }, { ok: false, error: { field: 'otherIndustry' } }],
    [
      'Other objective without',
      { primaryObjectiveId: 99, otherPrimaryObjective: ' ' },
      { ok: false, error: { field: 'otherPrimaryObjective' } },
    ],
    [
      'texts for choices that are not Other are dropped',
      { otherIndustry: 'x', otherPrimaryObjective: 'y' },
      { ok: true },
    ],
  ])('business: %s', (_name, change, expected) => {
    expect(avatarBusiness({ ...business, ...change })).toMatchObject(expected);
  });

  it('keeps only the texts that go with Other, trimmed', () => {
    const saved = avatarBusiness({ ...business, industryId: 99, otherIndustry: ' Tea ', otherPrimaryObjective: 'y' });
    expect(saved).toEqual({ ok: true, value: { ...business, industryId: 99, otherIndustry: 'Tea' } });
    expect(
      avatarGoal({
        goalCategoryId: 99,
        otherGoalCategory: '',
        goalComment: 'c',
        improvements: 'i',
        useCase: 'u',
        siteConcerns: '',
      }),
    ).toMatchObject({ ok: false, error: { kind: 'OtherTextMissing', field: 'otherGoalCategory' } });
  });

  it.each<[string, Partial<AvatarDemographics>, object]>([
    ['a real past date of an adult', {}, { ok: true }],
    ['a future date of birth', { dob: '2027-01-01' }, { ok: false, error: { kind: 'InvalidDateOfBirth' } }],
    ['Other job without its text', { jobCategoryId: 99 }, { ok: false, error: { field: 'otherJobCategory' } }],
  ])('demographics: %s', (_name, change, expected) => {
    expect(avatarDemographics({ ...demographics, ...change }, now)).toMatchObject(expected);
  });

  it('previous experience: each tool once, in id order; Other needs its name', () => {
    expect(avatarPreviousExperience({ competitorIds: [5, 1, 5], otherCompetitor: 'x', notes: '' })).toEqual({
      ok: true,
      value: { competitorIds: [1, 5], otherCompetitor: null, notes: '' },
    });
    expect(avatarPreviousExperience({ competitorIds: [99], otherCompetitor: null, notes: '' })).toMatchObject({
      ok: false,
      error: { field: 'otherCompetitor' },
    });
    expect(avatarPreviousExperience({ competitorIds: [], otherCompetitor: null, notes: '' })).toMatchObject({
      ok: true,
    });
  });
});
