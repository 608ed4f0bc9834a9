import { describe, expect, it } from 'vitest';
import { signUp } from '../../support/account-operations';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { postGraphql } from '../../support/graphql-request';
import {
  PROFILE,
  profileOf,
  profileSteps,
  saveStep,
  validAnswers,
  type Profile,
  type ProfileStepName,
} from '../../support/profile-operations';
import { useTestApplication } from '../../support/test-application';

const today = new Date('2026-06-15T12:00:00Z');

/** Where each step's answers show in the profile query. */
const profileField: Record<ProfileStepName, keyof Profile> = {
  goal: 'avatarGoal',
  business: 'avatarBusiness',
  demographics: 'avatarDemographics',
  experience: 'avatarPreviousExperience',
};

const steps = Object.keys(profileSteps) as ProfileStepName[];

describe('the profile wizard’s steps', () => {
  const testApp = useTestApplication({}, { clock: new FixedClock(today) });
  const app = () => testApp().app;

  it('starts with nothing saved, resuming at the goals', async () => {
    const owner = await signUp(app());
    expect(await profileOf(app(), owner.token)).toEqual({
      avatarGoal: null,
      avatarBusiness: null,
      avatarDemographics: null,
      avatarPreviousExperience: null,
      checkUserPreviousExperienceExists: false,
      avatarProfileProgress: { savedSteps: [], stepToResume: 'GOALS', complete: false },
    });
  });

  it('saves each step once and reads it back; a second create is a CONFLICT that changes nothing', async () => {
    const owner = await signUp(app());
    const conflicts: Record<ProfileStepName, string> = {
      goal: 'You have saved your goals already: update them instead.',
      business: 'You have saved your business details already: update them instead.',
      demographics: 'You have saved your personal details already: update them instead.',
      experience: 'You have saved your previous experience already: update them instead.',
    };
    for (const step of steps) {
      const created = await saveStep(app(), owner.token, step, 'create', validAnswers[step]);
      expect(created.errors).toEqual([]);
      const again = await saveStep(app(), owner.token, step, 'create', { ...validAnswers[step] });
      expect(again.error).toMatchObject({ message: conflicts[step], extensions: { code: 'CONFLICT' } });
    }
    expect(await profileOf(app(), owner.token)).toEqual({
      avatarGoal: { ...validAnswers.goal, otherGoalCategory: null },
      avatarBusiness: { ...validAnswers.business, otherIndustry: null, otherPrimaryObjective: null },
      avatarDemographics: { ...validAnswers.demographics, otherJobCategory: null },
      avatarPreviousExperience: { ...validAnswers.experience, otherCompetitor: null },
      checkUserPreviousExperienceExists: true,
      avatarProfileProgress: {
        savedSteps: ['GOALS', 'BUSINESS', 'DEMOGRAPHICS', 'PREVIOUS_EXPERIENCE'],
        stepToResume: 'GOALS',
        complete: true,
      },
    });
  });

  it.each(steps)('%s: an update before the first save is NOT_FOUND and saves nothing', async (step) => {
    const owner = await signUp(app());
    const reply = await saveStep(app(), owner.token, step, 'update', validAnswers[step]);
    expect(reply.error?.extensions?.code).toBe('NOT_FOUND');
    expect(reply.error?.message).toMatch(/^You have not saved your .+ yet: save them first\.$/);
    expect((await profileOf(app(), owner.token))[profileField[step]]).toBeNull();
  });

  it('replaces a step in full on update, other texts trimmed and kept only with Other', async () => {
    const owner = await signUp(app());
    await saveStep(app(), owner.token, 'business', 'create', {
      ...validAnswers.business,
      industryId: '99',
      otherIndustry: '  Tea blending  ',
      otherPrimaryObjective: 'ignored: the objective is not Other',
    });
    expect((await profileOf(app(), owner.token)).avatarBusiness).toMatchObject({
      industryId: '99',
      otherIndustry: 'Tea blending',
      otherPrimaryObjective: null,
    });

    const updated = await saveStep(app(), owner.token, 'business', 'update', {
      ...validAnswers.business,
      businessName: '  Ada’s Tea Rooms ',
      numEmployees: 12,
      otherIndustry: 'no longer Other',
    });
    expect(updated.errors).toEqual([]);
    expect((await profileOf(app(), owner.token)).avatarBusiness).toEqual({
      ...validAnswers.business,
      businessName: 'Ada’s Tea Rooms',
      numEmployees: 12,
      otherIndustry: null,
      otherPrimaryObjective: null,
    });
  });

  it('replaces the tools used in full; Other needs its name; none at all is an answer', async () => {
    const owner = await signUp(app());
    await saveStep(app(), owner.token, 'experience', 'create', {
      competitorIds: ['2', '99', '2'],
      otherCompetitor: ' Homegrown scripts ',
    });
    expect((await profileOf(app(), owner.token)).avatarPreviousExperience).toEqual({
      competitorIds: ['2', '99'],
      otherCompetitor: 'Homegrown scripts',
      notes: '',
    });

    await saveStep(app(), owner.token, 'experience', 'update', { competitorIds: ['5', '1'], notes: ' Liked it ' });
    expect((await profileOf(app(), owner.token)).avatarPreviousExperience).toEqual({
      competitorIds: ['1', '5'],
      otherCompetitor: null,
      notes: 'Liked it',
    });

    await saveStep(app(), owner.token, 'experience', 'update', { competitorIds: [] });
    const profile = await profileOf(app(), owner.token);
    expect(profile.avatarPreviousExperience).toEqual({ competitorIds: [], otherCompetitor: null, notes: '' });
    expect(profile.checkUserPreviousExperienceExists).toBe(true);
  });

  it('resumes at the first step not saved yet', async () => {
    const owner = await signUp(app());
    await saveStep(app(), owner.token, 'goal', 'create', validAnswers.goal);
    await saveStep(app(), owner.token, 'demographics', 'create', validAnswers.demographics);
    expect((await profileOf(app(), owner.token)).avatarProfileProgress).toEqual({
      savedSteps: ['GOALS', 'DEMOGRAPHICS'],
      stepToResume: 'BUSINESS',
      complete: false,
    });
  });

  it('keeps each owner’s profile to themselves', async () => {
    const first = await signUp(app());
    for (const step of steps) await saveStep(app(), first.token, step, 'create', validAnswers[step]);
    const firstProfile = await profileOf(app(), first.token);

    const second = await signUp(app());
    expect(await profileOf(app(), second.token)).toMatchObject({
      avatarGoal: null,
      avatarBusiness: null,
      avatarDemographics: null,
      avatarPreviousExperience: null,
      checkUserPreviousExperienceExists: false,
      avatarProfileProgress: { savedSteps: [] },
    });
    for (const step of steps) {
      const update = await saveStep(app(), second.token, step, 'update', validAnswers[step]);
      expect(update.error?.extensions?.code).toBe('NOT_FOUND');
    }
    // The second owner's own first save is theirs alone: it neither conflicts with nor changes the first's.
    const created = await saveStep(app(), second.token, 'goal', 'create', { ...validAnswers.goal, useCase: 'Mine' });
    expect(created.errors).toEqual([]);
    expect(await profileOf(app(), first.token)).toEqual(firstProfile);
  });

  it('answers only a signed-in user', async () => {
    const read = await postGraphql(app(), PROFILE);
    expect(read.error?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const step of steps) {
      for (const mode of ['create', 'update'] as const) {
        const reply = await saveStep(app(), undefined, step, mode, validAnswers[step]);
        expect(reply.error?.extensions?.code, `${step} ${mode}`).toBe('UNAUTHENTICATED');
      }
    }
  });
});
