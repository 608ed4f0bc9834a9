import { describe, expect, it } from 'vitest';
import type { ProfileRepository, ProfileStepStores } from '../../application/ports/profile-repository';
import type { ProfileAnswers } from '../../domain/profile/profile-answers';
import type { ProfileStep } from '../../domain/profile/profile-step';
import type { UserId } from '../../domain/shared/ids';

export interface ProfileRepositoryHarness {
  readonly profiles: ProfileRepository;
  /** A new owner's id (a stored user, where the adapter needs one). */
  newOwner(): Promise<UserId>;
}

const saved = new Date('2026-06-15T12:00:00Z');

export const someAnswers: ProfileAnswers = {
  goals: {
    goalCategoryId: 99,
    otherGoalCategory: 'Win an argument',
    goalComment: 'More people finishing checkout',
    improvements: 'The product pages',
    useCase: 'Headlines',
    siteConcerns: '',
  },
  business: {
    businessName: 'Ada’s Teas',
    industryId: 99,
    otherIndustry: 'Tea blending',
    monthlyWebsiteTrafficId: 2,
    numEmployees: 4,
    primaryObjectiveId: 1,
    otherPrimaryObjective: null,
  },
  demographics: {
    nickname: 'Ada',
    gender: 'F',
    dob: '1990-05-17',
    countryId: 77,
    educationLevelId: 4,
    jobCategoryId: 1,
    otherJobCategory: null,
    businessPosition: 'Founder',
    techSavvy: 4,
  },
  previousExperience: { competitorIds: [1, 2, 99], otherCompetitor: 'Homegrown', notes: 'Too dear' },
};

const otherAnswers: ProfileAnswers = {
  goals: { ...someAnswers.goals, goalCategoryId: 2, otherGoalCategory: null, siteConcerns: 'Speed' },
  business: { ...someAnswers.business, industryId: 3, otherIndustry: null, numEmployees: 1 },
  demographics: { ...someAnswers.demographics, gender: 'M', dob: '1960-02-29', techSavvy: 1 },
  previousExperience: { competitorIds: [5], otherCompetitor: null, notes: '' },
};

const steps: ProfileStep[] = ['goals', 'business', 'demographics', 'previousExperience'];

/** One step's store through its whole life, for one owner. */
async function savesOnceAndReplaces<Step extends ProfileStep>(
  stores: ProfileStepStores,
  step: Step,
  owner: UserId,
): Promise<void> {
  const store = stores[step];
  expect(await store.find(owner)).toBeNull();
  expect(await store.replace(owner, otherAnswers[step], saved)).toBe(false);
  expect(await store.find(owner)).toBeNull();

  expect(await store.add(owner, someAnswers[step], saved)).toBe(true);
  expect(await store.find(owner)).toEqual(someAnswers[step]);
  expect(await store.add(owner, otherAnswers[step], saved)).toBe(false);
  expect(await store.find(owner)).toEqual(someAnswers[step]);

  expect(await store.replace(owner, otherAnswers[step], saved)).toBe(true);
  expect(await store.find(owner)).toEqual(otherAnswers[step]);
}

/** What every ProfileRepository does, run against the in-memory fake and the Kysely adapter alike. */
export function profileRepositoryContract(
  name: string,
  make: () => ProfileRepositoryHarness | Promise<ProfileRepositoryHarness>,
): void {
  describe(`ProfileRepository contract: ${name}`, () => {
    it.each(steps)('%s: saved once, read back as saved, replaced in full', async (step) => {
      const { profiles, newOwner } = await make();
      await savesOnceAndReplaces(profiles, step, await newOwner());
    });

    it('keeps each owner’s answers apart, and says which steps each has saved', async () => {
      const { profiles, newOwner } = await make();
      const [first, second] = [await newOwner(), await newOwner()];
      await profiles.goals.add(first, someAnswers.goals, saved);
      await profiles.previousExperience.add(first, someAnswers.previousExperience, saved);
      await profiles.previousExperience.add(second, otherAnswers.previousExperience, saved);

      expect([...(await profiles.savedSteps(first))].sort()).toEqual(['goals', 'previousExperience']);
      expect(await profiles.savedSteps(second)).toEqual(['previousExperience']);
      expect(await profiles.goals.find(second)).toBeNull();
      expect(await profiles.previousExperience.find(first)).toEqual(someAnswers.previousExperience);
      expect(await profiles.previousExperience.find(second)).toEqual(otherAnswers.previousExperience);

      await profiles.previousExperience.replace(second, { competitorIds: [], otherCompetitor: null, notes: '' }, saved);
      expect(await profiles.previousExperience.find(first)).toEqual(someAnswers.previousExperience);
    });
  });
}
