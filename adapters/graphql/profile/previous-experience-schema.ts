import { z } from 'zod';
import type { AvatarPreviousExperience } from '../../../domain/profile/avatar-previous-experience';
import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { profileValue } from './profile-errors';
import { choiceIds, commentLength, optionalText, otherText } from './profile-fields';

const AvatarPreviousExperienceType = builder.objectRef<AvatarPreviousExperience>('AvatarPreviousExperience').implement({
  description: 'Step 4 of the owner’s profile: the A/B testing tools they have used before.',
  fields: (t) => ({
    competitorIds: t.exposeIDList('competitorIds', {
      description: 'Of competitors, in id order; empty when they have used none; 99 is Other.',
    }),
    otherCompetitor: t.exposeString('otherCompetitor', {
      nullable: true,
      description: 'The other tool’s name; null unless Other is among competitorIds.',
    }),
    notes: t.exposeString('notes', { description: 'Empty when not given.' }),
  }),
});

const AvatarPreviousExperienceInput = builder.inputType('AvatarPreviousExperienceInput', {
  description: 'Every answer of the previous experience step, in full.',
  fields: (t) => ({
    competitorIds: t.idList({ required: true, description: 'Empty when they have used none of them.' }),
    otherCompetitor: t.string({ description: 'Required when competitorIds has Other (99); ignored otherwise.' }),
    notes: t.string(),
  }),
});

const avatarPreviousExperienceInput = z.object({
  competitorIds: choiceIds('competitorIds'),
  otherCompetitor: otherText('the other tool'),
  notes: optionalText('your notes', commentLength),
});

builder.queryField('avatarPreviousExperience', (t) =>
  t.field({
    type: AvatarPreviousExperienceType,
    nullable: true,
    description: 'The signed-in owner’s previous experience; null until saved.',
    resolve: async (_root, _args, ctx) => ctx.useCases.getAvatarPreviousExperience(await requireViewer(ctx)),
  }),
);

builder.queryField('checkUserPreviousExperienceExists', (t) =>
  t.boolean({
    description: 'Whether the signed-in owner has saved their previous experience.',
    resolve: async (_root, _args, ctx) => ctx.useCases.hasPreviousExperience(await requireViewer(ctx)),
  }),
);

builder.mutationField('createAvatarPreviousExperience', (t) =>
  t.field({
    type: AvatarPreviousExperienceType,
    description:
      'Saves the owner’s previous experience the first time (CONFLICT when saved already: use updateAvatarPreviousExperience).',
    args: { input: t.arg({ type: AvatarPreviousExperienceInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const answers = parseInput(avatarPreviousExperienceInput, args.input);
      return profileValue(await ctx.useCases.createAvatarPreviousExperience(viewer, answers));
    },
  }),
);

builder.mutationField('updateAvatarPreviousExperience', (t) =>
  t.field({
    type: AvatarPreviousExperienceType,
    description: 'Replaces the owner’s previous experience in full (NOT_FOUND before it is first saved).',
    args: { input: t.arg({ type: AvatarPreviousExperienceInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const answers = parseInput(avatarPreviousExperienceInput, args.input);
      return profileValue(await ctx.useCases.updateAvatarPreviousExperience(viewer, answers));
    },
  }),
);
