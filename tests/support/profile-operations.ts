import type { FastifyInstance } from 'fastify';
import { countries } from '../../migrations/seed-data/countries';
import { postGraphql, type GraphqlReply } from './graphql-request';

/** The seeded id of a country (ids follow the order of the ISO codes). */
export const countryId = (code: string): string => String(countries.findIndex(([each]) => each === code) + 1);

export const GOAL_FIELDS = 'goalCategoryId otherGoalCategory goalComment improvements useCase siteConcerns';
export const BUSINESS_FIELDS =
  'businessName industryId otherIndustry monthlyWebsiteTrafficId numEmployees primaryObjectiveId otherPrimaryObjective';
export const DEMOGRAPHICS_FIELDS =
  'nickname gender dob countryId educationLevelId jobCategoryId otherJobCategory businessPosition techSavvy';
export const EXPERIENCE_FIELDS = 'competitorIds otherCompetitor notes';

/** Each step's create and update mutations, its input type and its answers' fields. */
export const profileSteps = {
  goal: { input: 'AvatarGoalInput', create: 'createAvatarGoal', update: 'updateAvatarGoal', fields: GOAL_FIELDS },
  business: {
    input: 'AvatarBusinessInput',
    create: 'createAvatarBusiness',
    update: 'updateAvatarBusiness',
    fields: BUSINESS_FIELDS,
  },
  demographics: {
    input: 'AvatarDemographicsInput',
    create: 'createAvatarDemographics',
    update: 'updateAvatarDemographics',
    fields: DEMOGRAPHICS_FIELDS,
  },
  experience: {
    input: 'AvatarPreviousExperienceInput',
    create: 'createAvatarPreviousExperience',
    update: 'updateAvatarPreviousExperience',
    fields: EXPERIENCE_FIELDS,
  },
} as const;

export type ProfileStepName = keyof typeof profileSteps;

export const PROFILE = `query Profile {
  avatarGoal { ${GOAL_FIELDS} }
  avatarBusiness { ${BUSINESS_FIELDS} }
  avatarDemographics { ${DEMOGRAPHICS_FIELDS} }
  avatarPreviousExperience { ${EXPERIENCE_FIELDS} }
  checkUserPreviousExperienceExists
  avatarProfileProgress { savedSteps stepToResume complete }
}`;

export interface Profile {
  readonly avatarGoal: Record<string, unknown> | null;
  readonly avatarBusiness: Record<string, unknown> | null;
  readonly avatarDemographics: Record<string, unknown> | null;
  readonly avatarPreviousExperience: Record<string, unknown> | null;
  readonly checkUserPreviousExperienceExists: boolean;
  readonly avatarProfileProgress: { savedSteps: string[]; stepToResume: string; complete: boolean };
}

/** Creates or updates one step as `token`'s owner; the reply's data holds the step as saved. */
export function saveStep(
  app: FastifyInstance,
  token: string | undefined,
  step: ProfileStepName,
  mode: 'create' | 'update',
  input: object,
): Promise<GraphqlReply<Record<string, Record<string, unknown>>>> {
  const { input: inputType, fields } = profileSteps[step];
  const mutation = profileSteps[step][mode];
  const query = `mutation Save($input: ${inputType}!) { ${mutation}(input: $input) { ${fields} } }`;
  return postGraphql(app, query, { input }, token === undefined ? {} : { bearer: token });
}

/** The whole profile as `token`'s owner sees it. */
export async function profileOf(app: FastifyInstance, token: string): Promise<Profile> {
  const reply = await postGraphql<Profile>(app, PROFILE, {}, { bearer: token });
  if (reply.data === null) throw new Error(`profile query failed: ${JSON.stringify(reply.errors)}`);
  return reply.data;
}

/** Answers of each step that every rule accepts (dates as of 2026). */
export const validAnswers = {
  goal: {
    goalCategoryId: '1',
    goalComment: 'More people finishing checkout',
    improvements: 'The product pages',
    useCase: 'Testing headlines and buttons',
    siteConcerns: 'Slow pages on mobile',
  },
  business: {
    businessName: 'Ada’s Teas',
    industryId: '1',
    monthlyWebsiteTrafficId: '2',
    numEmployees: 4,
    primaryObjectiveId: '1',
  },
  demographics: {
    nickname: 'Ada',
    gender: 'F',
    dob: '1990-05-17',
    countryId: countryId('GB'),
    educationLevelId: '4',
    jobCategoryId: '1',
    businessPosition: 'Founder',
    techSavvy: 4,
  },
  experience: { competitorIds: ['1', '2'], notes: 'Too expensive for a small shop' },
} as const satisfies Record<ProfileStepName, object>;
