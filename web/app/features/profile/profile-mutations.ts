import { requestGraphql } from '../../api/graphql-client';
import { hasServerErrorCode } from '../../api/graphql-errors';
import { graphql } from '../../gql';
import type {
  AvatarBusinessInput,
  AvatarDemographicsInput,
  AvatarGoalInput,
  AvatarPreviousExperienceInput,
} from '../../gql/graphql';

const CreateAvatarGoalMutation = graphql(`
  mutation CreateAvatarGoal($input: AvatarGoalInput!) {
    createAvatarGoal(input: $input) {
      goalCategoryId
    }
  }
`);

const UpdateAvatarGoalMutation = graphql(`
  mutation UpdateAvatarGoal($input: AvatarGoalInput!) {
    updateAvatarGoal(input: $input) {
      goalCategoryId
    }
  }
`);

const CreateAvatarBusinessMutation = graphql(`
  mutation CreateAvatarBusiness($input: AvatarBusinessInput!) {
    createAvatarBusiness(input: $input) {
      businessName
    }
  }
`);

const UpdateAvatarBusinessMutation = graphql(`
  mutation UpdateAvatarBusiness($input: AvatarBusinessInput!) {
    updateAvatarBusiness(input: $input) {
      businessName
    }
  }
`);

const CreateAvatarDemographicsMutation = graphql(`
  mutation CreateAvatarDemographics($input: AvatarDemographicsInput!) {
    createAvatarDemographics(input: $input) {
      nickname
    }
  }
`);

const UpdateAvatarDemographicsMutation = graphql(`
  mutation UpdateAvatarDemographics($input: AvatarDemographicsInput!) {
    updateAvatarDemographics(input: $input) {
      nickname
    }
  }
`);

const CreateAvatarPreviousExperienceMutation = graphql(`
  mutation CreateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {
    createAvatarPreviousExperience(input: $input) {
      competitorIds
    }
  }
`);

const UpdateAvatarPreviousExperienceMutation = graphql(`
  mutation UpdateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {
    updateAvatarPreviousExperience(input: $input) {
      competitorIds
    }
  }
`);

/**
 * A step's first save creates it and later ones update it. `saved` is what this page last read; when another tab
 * has changed that since, the server's CONFLICT (or NOT_FOUND) says so and the other mutation is the right one.
 */
async function createOrUpdate(saved: boolean, create: () => Promise<unknown>, update: () => Promise<unknown>) {
  try {
    await (saved ? update() : create());
  } catch (error) {
    if (!saved && hasServerErrorCode(error, 'CONFLICT')) await update();
    else if (saved && hasServerErrorCode(error, 'NOT_FOUND')) await create();
    else throw error;
  }
}

export function saveAvatarGoal(input: AvatarGoalInput, saved: boolean): Promise<void> {
  return createOrUpdate(
    saved,
    () => requestGraphql(CreateAvatarGoalMutation, { input }),
    () => requestGraphql(UpdateAvatarGoalMutation, { input }),
  );
}

export function saveAvatarBusiness(input: AvatarBusinessInput, saved: boolean): Promise<void> {
  return createOrUpdate(
    saved,
    () => requestGraphql(CreateAvatarBusinessMutation, { input }),
    () => requestGraphql(UpdateAvatarBusinessMutation, { input }),
  );
}

export function saveAvatarDemographics(input: AvatarDemographicsInput, saved: boolean): Promise<void> {
  return createOrUpdate(
    saved,
    () => requestGraphql(CreateAvatarDemographicsMutation, { input }),
    () => requestGraphql(UpdateAvatarDemographicsMutation, { input }),
  );
}

export function saveAvatarPreviousExperience(input: AvatarPreviousExperienceInput, saved: boolean): Promise<void> {
  return createOrUpdate(
    saved,
    () => requestGraphql(CreateAvatarPreviousExperienceMutation, { input }),
    () => requestGraphql(UpdateAvatarPreviousExperienceMutation, { input }),
  );
}
