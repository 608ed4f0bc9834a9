import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId } from '../../../domain/shared/ids';
import { makeProfileQueries } from '../../../application/profile/profile-queries';
import { makeProfileStepSaves } from '../../../application/profile/save-profile-step';
import { someAnswers } from '../../contracts/profile-repository.contract';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryProfileLookups } from '../../support/fakes/in-memory-profile-lookups';
import { InMemoryProfileRepository } from '../../support/fakes/in-memory-profile-repository';

const owner: Viewer = { userId: 'owner-1' as UserId, via: 'access-token' };

function setUp() {
  const profiles = new InMemoryProfileRepository();
  const deps = {
    profiles,
    lookups: new InMemoryProfileLookups(),
    clock: new FixedClock(new Date('2026-06-15T12:00:00Z')),
  };
  return { profiles, ...makeProfileStepSaves(deps), ...makeProfileQueries(deps) };
}

describe('saving a profile step', () => {
  it('answers the step as saved: other texts trimmed, or dropped where they do not apply', async () => {
    const { createAvatarBusiness, getAvatarBusiness } = setUp();
    const result = await createAvatarBusiness(owner, {
      ...someAnswers.business,
      otherIndustry: '  Tea blending ',
      otherPrimaryObjective: 'not Other',
    });
    const expected = { ...someAnswers.business, otherIndustry: 'Tea blending', otherPrimaryObjective: null };
    expect(result).toEqual({ ok: true, value: expected });
    expect(await getAvatarBusiness(owner)).toEqual(expected);
  });

  it('names the first unknown choice in the order the form asks them', async () => {
    const { createAvatarBusiness, profiles } = setUp();
    const result = await createAvatarBusiness(owner, {
      ...someAnswers.business,
      industryId: 1,
      monthlyWebsiteTrafficId: 60,
      primaryObjectiveId: 70,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'UnknownChoice', field: 'monthlyWebsiteTrafficId' } });
    expect(await profiles.savedSteps(owner.userId)).toEqual([]);
  });

  it('checks the domain’s rules before the lists', async () => {
    const { createAvatarDemographics } = setUp();
    const result = await createAvatarDemographics(owner, {
      ...someAnswers.demographics,
      countryId: 999,
      dob: '2020-01-01',
    });
    expect(result).toEqual({ ok: false, error: { kind: 'InvalidDateOfBirth', problem: 'too-young' } });
  });

  it('creates once and updates after; never the other way round', async () => {
    const { createAvatarGoal, updateAvatarGoal, getWizardProgress } = setUp();
    expect(await updateAvatarGoal(owner, someAnswers.goals)).toEqual({
      ok: false,
      error: { kind: 'StepNotSaved', step: 'goals' },
    });
    expect((await createAvatarGoal(owner, someAnswers.goals)).ok).toBe(true);
    expect(await createAvatarGoal(owner, someAnswers.goals)).toEqual({
      ok: false,
      error: { kind: 'StepAlreadySaved', step: 'goals' },
    });
    expect((await updateAvatarGoal(owner, { ...someAnswers.goals, useCase: 'Pricing pages' })).ok).toBe(true);
    expect(await getWizardProgress(owner)).toEqual({
      savedSteps: ['goals'],
      stepToResume: 'business',
      complete: false,
    });
  });
});
