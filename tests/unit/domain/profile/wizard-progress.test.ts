import { describe, expect, it } from 'vitest';
import type { ProfileStep } from '../../../../domain/profile/profile-step';
import { wizardProgress, type WizardProgress } from '../../../../domain/profile/wizard-progress';

describe('where the profile wizard resumes', () => {
  it.each<[string, ProfileStep[], WizardProgress]>([
    ['nothing saved: the goals', [], { savedSteps: [], stepToResume: 'goals', complete: false }],
    ['goals saved: the business', ['goals'], { savedSteps: ['goals'], stepToResume: 'business', complete: false }],
    [
      'a gap: the first step missing, not the one after the last saved',
      ['demographics', 'goals'],
      { savedSteps: ['goals', 'demographics'], stepToResume: 'business', complete: false },
    ],
    [
      'only the last step saved: the goals',
      ['previousExperience'],
      { savedSteps: ['previousExperience'], stepToResume: 'goals', complete: false },
    ],
    [
      'three saved: previous experience',
      ['goals', 'business', 'demographics'],
      { savedSteps: ['goals', 'business', 'demographics'], stepToResume: 'previousExperience', complete: false },
    ],
    [
      'all saved: complete, and editing starts from the goals',
      ['previousExperience', 'demographics', 'business', 'goals', 'goals'],
      {
        savedSteps: ['goals', 'business', 'demographics', 'previousExperience'],
        stepToResume: 'goals',
        complete: true,
      },
    ],
  ])('%s', (_name, saved, expected) => {
    expect(wizardProgress(saved)).toEqual(expected);
  });
});
