import { requestGraphql } from '../../../api/graphql-client';
import { graphql } from '../../../gql';
import type { UpdateTestInput } from '../../../gql/graphql';

const UpdateTestMutation = graphql(`
  mutation UpdateTest($input: UpdateTestInput!) {
    updateTest(input: $input) {
      id
      name
      description
      goalId
      goalName
      startDate
      endDate
      maxCases
      minimumLiftPercent
      whenDecided
      targetDeviceNames
      lastModified
      changes {
        what
        at
      }
    }
  }
`);

/** Changes a test's details; fields left out stay as they are. */
export async function updateTest(input: UpdateTestInput) {
  const result = await requestGraphql(UpdateTestMutation, { input });
  return result.updateTest;
}
