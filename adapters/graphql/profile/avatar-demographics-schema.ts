import { z } from 'zod';
import type { AvatarDemographics } from '../../../domain/profile/avatar-demographics';
import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { profileValue } from './profile-errors';
import { choiceId, nameLength, otherText, requiredText } from './profile-fields';

const techSavvyMessage = 'Choose how comfortable you are with technology, from 1 to 5';

const AvatarDemographicsType = builder.objectRef<AvatarDemographics>('AvatarDemographics').implement({
  description: 'Step 3 of the owner’s profile: who they are.',
  fields: (t) => ({
    nickname: t.exposeString('nickname'),
    gender: t.exposeString('gender', { description: 'M or F.' }),
    dob: t.exposeString('dob', { description: 'The date of birth, a calendar day as YYYY-MM-DD.' }),
    countryId: t.exposeID('countryId', { description: 'One of countries.' }),
    educationLevelId: t.exposeID('educationLevelId', { description: 'One of educationLevels.' }),
    jobCategoryId: t.exposeID('jobCategoryId', { description: 'One of jobCategories; 99 is Other.' }),
    otherJobCategory: t.exposeString('otherJobCategory', {
      nullable: true,
      description: 'What Other means; null unless the job category is Other.',
    }),
    businessPosition: t.exposeString('businessPosition'),
    techSavvy: t.exposeInt('techSavvy', { description: 'From 1 (not at all) to 5 (very).' }),
  }),
});

const AvatarDemographicsInput = builder.inputType('AvatarDemographicsInput', {
  description: 'Every answer of the demographics step, in full.',
  fields: (t) => ({
    nickname: t.string({ required: true }),
    gender: t.string({ required: true, description: 'M or F.' }),
    dob: t.string({
      required: true,
      description: 'YYYY-MM-DD: a real day in the past, of someone between 13 and 120 years old.',
    }),
    countryId: t.id({ required: true }),
    educationLevelId: t.id({ required: true }),
    jobCategoryId: t.id({ required: true }),
    otherJobCategory: t.string({ description: 'Required when jobCategoryId is Other (99); ignored otherwise.' }),
    businessPosition: t.string({ required: true }),
    techSavvy: t.int({ required: true, description: 'From 1 (not at all) to 5 (very).' }),
  }),
});

const avatarDemographicsInput = z.object({
  nickname: requiredText('Enter the name we should call you', 'the name', nameLength),
  gender: z.enum(['M', 'F'], 'Choose Male or Female'),
  // Whether it is a real day, in the past and of a sensible age is the domain's rule.
  dob: z.string().trim().min(1, 'Enter your date of birth'),
  countryId: choiceId('countryId'),
  educationLevelId: choiceId('educationLevelId'),
  jobCategoryId: choiceId('jobCategoryId'),
  otherJobCategory: otherText('your job category'),
  businessPosition: requiredText('Enter your position in the business', 'your position', nameLength),
  techSavvy: z.literal([1, 2, 3, 4, 5], techSavvyMessage),
});

builder.queryField('avatarDemographics', (t) =>
  t.field({
    type: AvatarDemographicsType,
    nullable: true,
    description: 'The signed-in owner’s demographics; null until saved.',
    resolve: async (_root, _args, ctx) => ctx.useCases.getAvatarDemographics(await requireViewer(ctx)),
  }),
);

builder.mutationField('createAvatarDemographics', (t) =>
  t.field({
    type: AvatarDemographicsType,
    description:
      'Saves the owner’s demographics the first time (CONFLICT when saved already: use updateAvatarDemographics).',
    args: { input: t.arg({ type: AvatarDemographicsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const answers = parseInput(avatarDemographicsInput, args.input);
      return profileValue(await ctx.useCases.createAvatarDemographics(viewer, answers));
    },
  }),
);

builder.mutationField('updateAvatarDemographics', (t) =>
  t.field({
    type: AvatarDemographicsType,
    description: 'Replaces the owner’s demographics in full (NOT_FOUND before they are first saved).',
    args: { input: t.arg({ type: AvatarDemographicsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const answers = parseInput(avatarDemographicsInput, args.input);
      return profileValue(await ctx.useCases.updateAvatarDemographics(viewer, answers));
    },
  }),
);
