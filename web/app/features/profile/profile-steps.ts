import type { AvatarProfileStep } from '../../gql/graphql';

export interface ProfileStepInfo {
  readonly step: AvatarProfileStep;
  /** Its short name in the step indicator. */
  readonly label: string;
  /** Its heading: "Step 2 of 4 Your business". */
  readonly title: string;
  readonly path: ProfileStepPath;
}

export type ProfileStepPath =
  '/user/profile/edit' | '/user/profile/edit/2' | '/user/profile/edit/3' | '/user/profile/edit/4';

/** The profile wizard's steps in order, with their routes (step 1 is /user/profile/edit itself). */
export const profileSteps: readonly ProfileStepInfo[] = [
  { step: 'GOALS', label: 'Goals', title: 'Your goals', path: '/user/profile/edit' },
  { step: 'BUSINESS', label: 'Business', title: 'Your business', path: '/user/profile/edit/2' },
  { step: 'DEMOGRAPHICS', label: 'About you', title: 'About you', path: '/user/profile/edit/3' },
  {
    step: 'PREVIOUS_EXPERIENCE',
    label: 'Experience',
    title: 'Your experience of A/B testing tools',
    path: '/user/profile/edit/4',
  },
];

export const profileSuccessPath = '/user/profile/edit/success';

export function stepInfo(step: AvatarProfileStep): ProfileStepInfo {
  const info = profileSteps.find((candidate) => candidate.step === step);
  if (info === undefined) throw new Error(`Unknown profile step ${step}`);
  return info;
}

/** Where Next goes from `step`: the following step, or the success page after the last. */
export function pathAfter(step: AvatarProfileStep): ProfileStepPath | typeof profileSuccessPath {
  const index = profileSteps.findIndex((candidate) => candidate.step === step);
  return profileSteps[index + 1]?.path ?? profileSuccessPath;
}

/** Where Back goes from `step`: the previous step, or the profile itself from the first. */
export function pathBefore(step: AvatarProfileStep): ProfileStepPath | '/user/profile' {
  const index = profileSteps.findIndex((candidate) => candidate.step === step);
  return profileSteps[index - 1]?.path ?? '/user/profile';
}
