import type { ProfileList, ProfileOption } from '../../../application/ports/profile-lookups';
import { builder } from '../builder';
import { requireViewer } from '../require-viewer';

const ProfileOptionType = builder.objectRef<ProfileOption>('ProfileOption').implement({
  description: 'One choice of a profile list. In the lists that offer Other, its id is 99.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
  }),
});

const AvailableAvatarGoalType = builder.objectRef<ProfileOption>('AvailableAvatarGoal').implement({
  description: 'A goal category of the profile’s first step; Other is 99.',
  fields: (t) => ({
    id: t.exposeID('id'),
    goalName: t.exposeString('name'),
  }),
});

/** The profile's lists, as SPEC §7 names their queries. */
const optionQueries: Record<string, { readonly list: ProfileList; readonly description: string }> = {
  getAvatarBusinessIndustries: { list: 'industries', description: 'Industries, Other last.' },
  getAvatarBusinessTrafficOptions: { list: 'trafficOptions', description: 'Monthly website traffic ranges.' },
  getAvatarBusinessWebsiteObjectives: { list: 'websiteObjectives', description: 'Website objectives, Other last.' },
  jobCategories: { list: 'jobCategories', description: 'Job categories, Other last.' },
  educationLevels: { list: 'educationLevels', description: 'Education levels.' },
  competitors: { list: 'competitors', description: 'A/B testing tools, Other last.' },
  countries: { list: 'countries', description: 'ISO 3166-1 countries, by name.' },
};

for (const [name, { list, description }] of Object.entries(optionQueries)) {
  builder.queryField(name, (t) =>
    t.field({
      type: [ProfileOptionType],
      description,
      resolve: async (_root, _args, ctx) => {
        await requireViewer(ctx);
        return ctx.useCases.listProfileOptions(list);
      },
    }),
  );
}

builder.queryField('getAvailableAvatarGoals', (t) =>
  t.field({
    type: [AvailableAvatarGoalType],
    description: 'The goal categories of the profile’s first step, Other last.',
    resolve: async (_root, _args, ctx) => {
      await requireViewer(ctx);
      return ctx.useCases.listProfileOptions('goalCategories');
    },
  }),
);
