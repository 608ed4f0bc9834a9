import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { CreateTestVariantInput, UpdateTestVariantInput } from '../../gql/graphql';

const CreateTestVariantMutation = graphql(`
  mutation CreateTestVariant($input: CreateTestVariantInput!) {
    createTestVariant(input: $input) {
      id
      name
      variantNo
      trafficAllocation
    }
  }
`);

const UpdateTestVariantMutation = graphql(`
  mutation UpdateTestVariant($input: UpdateTestVariantInput!) {
    updateTestVariant(input: $input) {
      id
      name
      description
      cssCode
      jsCode
      hasRedirect
      pageRedirectUrl
      trafficAllocation
      lastModified
    }
  }
`);

const DeleteTestVariantMutation = graphql(`
  mutation DeleteTestVariant($id: ID!) {
    deleteTestVariant(id: $id) {
      success
    }
  }
`);

/** Adds a variant to a test; with `rebalance` the server splits the traffic evenly, this variant included. */
export async function createTestVariant(input: CreateTestVariantInput) {
  const result = await requestGraphql(CreateTestVariantMutation, { input });
  return result.createTestVariant;
}

/** Changes a variant; an empty pageRedirectUrl removes its redirect. */
export async function updateTestVariant(input: UpdateTestVariantInput) {
  const result = await requestGraphql(UpdateTestVariantMutation, { input });
  return result.updateTestVariant;
}

/** Deletes a variant (never the control); its share of the traffic goes to the control. */
export async function deleteTestVariant(id: string): Promise<void> {
  await requestGraphql(DeleteTestVariantMutation, { id });
}
