import { profileSteps, type ProfileStep } from './profile-step';

/** How far the owner has got with the profile wizard. */
export interface WizardProgress {
  /** The steps saved so far, in wizard order. */
  readonly savedSteps: readonly ProfileStep[];
  /** Where "Edit profile" opens the wizard: the first step not saved yet, or the first step once all are. */
  readonly stepToResume: ProfileStep;
  readonly complete: boolean;
}

/** The progress of a profile whose `saved` steps exist (in any order; unknown duplicates are harmless). */
export function wizardProgress(saved: Iterable<ProfileStep>): WizardProgress {
  const savedSet = new Set(saved);
  const savedSteps = profileSteps.filter((step) => savedSet.has(step));
  const firstMissing = profileSteps.find((step) => !savedSet.has(step));
  return {
    savedSteps,
    stepToResume: firstMissing ?? profileSteps[0],
    complete: firstMissing === undefined,
  };
}
