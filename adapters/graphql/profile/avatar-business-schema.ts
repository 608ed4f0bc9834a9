import { z } from 'zod';
import type { AvatarBusiness } from '../../../domain/profile/avatar-business';
import { builder } from '../builder';
import { parseInput } from '../input-validation';
import { requireViewer } from '../require-viewer';
import { profileValue } from './profile-errors';
import { choiceId, nameLength, otherText, requiredText } from './profile-fields';

/** More than the largest employer on Earth: a bigger number is a typo. */
const maxEmployees = 10_000_000;
const employeesMessage = 'Enter the number of employees: a whole number, 1 or more';

const AvatarBusinessType = builder.objectRef<AvatarBusiness>('AvatarBusiness').implement({
  description: 'Step 2 of the owner’s profile: their business and website.',
  fields: (t) => ({
    businessName: t.exposeString('businessName'),
    industryId: t.exposeID('industryId', { description: 'One of getAvatarBusinessIndustries; 99 is Other.' }),
    otherIndustry: t.exposeString('otherIndustry', {
      nullable: true,
      description: 'What Other means; null unless the industry is Other.',
    }),
    monthlyWebsiteTrafficId: t.exposeID('monthlyWebsiteTrafficId', {
      description: 'One of getAvatarBusinessTrafficOptions.',
    }),
    numEmployees: t.exposeInt('numEmployees'),
    primaryObjectiveId: t.exposeID('primaryObjectiveId', {
      description: 'One of getAvatarBusinessWebsiteObjectives; 99 is Other.',
    }),
    otherPrimaryObjective: t.exposeString('otherPrimaryObjective', {
      nullable: true,
      description: 'What Other means; null unless the objective is Other.',
    }),
  }),
});

const AvatarBusinessInput = builder.inputType('AvatarBusinessInput', {
  description: 'Every answer of the business step, in full.',
  fields: (t) => ({
    businessName: t.string({ required: true }),
    industryId: t.id({ required: true }),
    otherIndustry: t.string({ description: 'Required when industryId is Other (99); ignored otherwise.' }),
    monthlyWebsiteTrafficId: t.id({ required: true }),
    numEmployees: t.int({ required: true, description: 'At least 1.' }),
    primaryObjectiveId: t.id({ required: true }),
    otherPrimaryObjective: t.string({
      description: 'Required when primaryObjectiveId is Other (99); ignored otherwise.',
    }),
  }),
});

const avatarBusinessInput = z.object({
  businessName: requiredText('Enter the name of your business', 'the business name', nameLength),
  industryId: choiceId('industryId'),
  otherIndustry: otherText('your industry'),
  monthlyWebsiteTrafficId: choiceId('monthlyWebsiteTrafficId'),
  numEmployees: z
    .number(employeesMessage)
    .int(employeesMessage)
    .min(1, employeesMessage)
    .max(maxEmployees, `Enter at most ${maxEmployees.toLocaleString('en-GB')} employees`),
  primaryObjectiveId: choiceId('primaryObjectiveId'),
  otherPrimaryObjective: otherText('your website’s main objective'),
});

builder.queryField('avatarBusiness', (t) =>
  t.field({
    type: AvatarBusinessType,
    nullable: true,
    description: 'The signed-in owner’s business; null until saved.',
    resolve: async (_root, _args, ctx) => ctx.useCases.getAvatarBusiness(await requireViewer(ctx)),
  }),
);

builder.mutationField('createAvatarBusiness', (t) =>
  t.field({
    type: AvatarBusinessType,
    description: 'Saves the owner’s business the first time (CONFLICT when saved already: use updateAvatarBusiness).',
    args: { input: t.arg({ type: AvatarBusinessInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const answers = parseInput(avatarBusinessInput, args.input);
      return profileValue(await ctx.useCases.createAvatarBusiness(viewer, answers));
    },
  }),
);

builder.mutationField('updateAvatarBusiness', (t) =>
  t.field({
    type: AvatarBusinessType,
    description: 'Replaces the owner’s business in full (NOT_FOUND before it is first saved).',
    args: { input: t.arg({ type: AvatarBusinessInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await requireViewer(ctx);
      const answers = parseInput(avatarBusinessInput, args.input);
      return profileValue(await ctx.useCases.updateAvatarBusiness(viewer, answers));
    },
  }),
);
