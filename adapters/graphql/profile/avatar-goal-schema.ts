import { z } from 'zod';
import type { AvatarGoal } from '../../../domain/profile/avatar-goal';
import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { profileValue } from './profile-errors';
import { choiceId, commentLength, optionalText, otherText, requiredText } from './profile-fields';

const AvatarGoalType = builder.objectRef<AvatarGoal>('AvatarGoal').implement({
  description: 'Step 1 of the owner’s profile: what they want from A/B testing.',
  fields: (t) => ({
    goalCategoryId: t.exposeID('goalCategoryId', { description: 'One of getAvailableAvatarGoals; 99 is Other.' }),
    otherGoalCategory: t.exposeString('otherGoalCategory', {
      nullable: true,
      description: 'What Other means; null unless the goal category is Other.',
    }),
    goalComment: t.exposeString('goalComment'),
    improvements: t.exposeString('improvements'),
    useCase: t.exposeString('useCase'),
    siteConcerns: t.exposeString('siteConcerns', { description: 'Empty when not given.' }),
  }),
});

const AvatarGoalInput = builder.inputType('AvatarGoalInput', {
  description: 'Every answer of the goals step, in full.',
  fields: (t) => ({
    goalCategoryId: t.id({ required: true }),
    otherGoalCategory: t.string({ description: 'Required when goalCategoryId is Other (99); ignored otherwise.' }),
    goalComment: t.string({ required: true }),
    improvements: t.string({ required: true }),
    useCase: t.string({ required: true }),
    siteConcerns: t.string(),
  }),
});

const avatarGoalInput = z.object({
  goalCategoryId: choiceId('goalCategoryId'),
  otherGoalCategory: otherText('your goal'),
  goalComment: requiredText('Tell us more about your goal', 'your goal', commentLength),
  improvements: requiredText('Tell us what you would like to improve', 'the improvements', commentLength),
  useCase: requiredText('Tell us how you plan to use Splitpenny', 'how you plan to use Splitpenny', commentLength),
  siteConcerns: optionalText('your concerns', commentLength),
});

builder.queryField('avatarGoal', (t) =>
  t.field({
    type: AvatarGoalType,
    nullable: true,
    description: 'The signed-in owner’s goals; null until saved.',
    resolve: async (_root, _args, ctx) => ctx.useCases.getAvatarGoal(await requireViewer(ctx)),
  }),
);

builder.mutationField('createAvatarGoal', (t) =>
  t.field({
    type: AvatarGoalType,
    description: 'Saves the owner’s goals the first time (CONFLICT when saved already: use updateAvatarGoal).',
    args: { input: t.arg({ type: AvatarGoalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      return profileValue(await ctx.useCases.createAvatarGoal(viewer, parseInput(avatarGoalInput, args.input)));
    },
  }),
);

builder.mutationField('updateAvatarGoal', (t) =>
  t.field({
    type: AvatarGoalType,
    description: 'Replaces the owner’s goals in full (NOT_FOUND before they are first saved).',
    args: { input: t.arg({ type: AvatarGoalInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      return profileValue(await ctx.useCases.updateAvatarGoal(viewer, parseInput(avatarGoalInput, args.input)));
    },
  }),
);
