import type { Viewer } from '../../domain/accounts/viewer';
import type { ProfileAnswers } from '../../domain/profile/profile-answers';
import type { ProfileStep } from '../../domain/profile/profile-step';
import { wizardProgress, type WizardProgress } from '../../domain/profile/wizard-progress';
import type { ProfileList, ProfileLookups, ProfileOption } from '../ports/profile-lookups';
import type { ProfileRepository } from '../ports/profile-repository';

/** The viewer's own answers to one step; null when they have not saved it. */
export type GetProfileStep<Step extends ProfileStep> = (viewer: Viewer) => Promise<ProfileAnswers[Step] | null>;
export type GetWizardProgress = (viewer: Viewer) => Promise<WizardProgress>;
export type HasPreviousExperience = (viewer: Viewer) => Promise<boolean>;
export type ListProfileOptions = (list: ProfileList) => Promise<readonly ProfileOption[]>;

/** Reads of the viewer's own profile: the viewer's id is the only owner id they take. */
export function makeProfileQueries(deps: { readonly profiles: ProfileRepository; readonly lookups: ProfileLookups }) {
  const { profiles, lookups } = deps;
  const getAvatarGoal: GetProfileStep<'goals'> = (viewer) => profiles.goals.find(viewer.userId);
  const getAvatarBusiness: GetProfileStep<'business'> = (viewer) => profiles.business.find(viewer.userId);
  const getAvatarDemographics: GetProfileStep<'demographics'> = (viewer) => profiles.demographics.find(viewer.userId);
  const getAvatarPreviousExperience: GetProfileStep<'previousExperience'> = (viewer) =>
    profiles.previousExperience.find(viewer.userId);
  const hasPreviousExperience: HasPreviousExperience = async (viewer) =>
    (await profiles.savedSteps(viewer.userId)).includes('previousExperience');
  const getWizardProgress: GetWizardProgress = async (viewer) =>
    wizardProgress(await profiles.savedSteps(viewer.userId));
  const listProfileOptions: ListProfileOptions = (list) => lookups.options(list);
  return {
    getAvatarGoal,
    getAvatarBusiness,
    getAvatarDemographics,
    getAvatarPreviousExperience,
    hasPreviousExperience,
    getWizardProgress,
    listProfileOptions,
  };
}
