import type { WizardProgress } from '../../../domain/profile/wizard-progress';
import type { ProfileStep } from '../../../domain/profile/profile-step';
import { builder } from '../builder';
import { requireViewer } from '../require-viewer';

const stepValues: Record<ProfileStep, 'GOALS' | 'BUSINESS' | 'DEMOGRAPHICS' | 'PREVIOUS_EXPERIENCE'> = {
  goals: 'GOALS',
  business: 'BUSINESS',
  demographics: 'DEMOGRAPHICS',
  previousExperience: 'PREVIOUS_EXPERIENCE',
};

const AvatarProfileStepEnum = builder.enumType('AvatarProfileStep', {
  description: 'The profile wizard’s steps, in order.',
  values: ['GOALS', 'BUSINESS', 'DEMOGRAPHICS', 'PREVIOUS_EXPERIENCE'] as const,
});

const AvatarProfileProgressType = builder.objectRef<WizardProgress>('AvatarProfileProgress').implement({
  description: 'How far the owner has got with the profile wizard.',
  fields: (t) => ({
    savedSteps: t.field({
      type: [AvatarProfileStepEnum],
      description: 'The steps saved so far, in wizard order.',
      resolve: (progress) => progress.savedSteps.map((step) => stepValues[step]),
    }),
    stepToResume: t.field({
      type: AvatarProfileStepEnum,
      description: 'Where the wizard opens: the first step not saved yet, or the first step once all are.',
      resolve: (progress) => stepValues[progress.stepToResume],
    }),
    complete: t.exposeBoolean('complete', { description: 'Every step is saved.' }),
  }),
});

builder.queryField('avatarProfileProgress', (t) =>
  t.field({
    type: AvatarProfileProgressType,
    description: 'The signed-in owner’s progress through the profile wizard.',
    resolve: async (_root, _args, ctx) => ctx.useCases.getWizardProgress(await requireViewer(ctx)),
  }),
);
