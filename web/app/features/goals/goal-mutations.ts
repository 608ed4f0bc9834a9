import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { ConversionKind, UrlMatch } from '../../gql/graphql';

const CreateGoalMutation = graphql(`
  mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {
    createGoal(websiteId: $websiteId, input: $input) {
      id
      name
    }
  }
`);

const UpdateGoalMutation = graphql(`
  mutation UpdateGoal($id: ID!, $input: GoalInput!) {
    updateGoal(id: $id, input: $input) {
      id
      name
    }
  }
`);

const DeleteGoalMutation = graphql(`
  mutation DeleteGoal($id: ID!) {
    deleteGoal(id: $id) {
      success
    }
  }
`);

export interface GoalFields {
  readonly name: string;
  readonly kind: ConversionKind;
  readonly urlMatch: UrlMatch;
  readonly target: string;
}

/** Defines a conversion goal on the website; the server refuses a bad address, selector or event name by field. */
export async function createGoal(websiteId: string, fields: GoalFields) {
  const { urlMatch, ...rest } = fields;
  const input = fields.kind === 'PAGE_VISIT' ? { ...rest, urlMatch } : rest;
  return (await requestGraphql(CreateGoalMutation, { websiteId, input })).createGoal;
}

/** Renames a goal or changes its trigger; conversions counted so far stay as they were counted. */
export async function updateGoal(id: string, fields: GoalFields) {
  const { urlMatch, ...rest } = fields;
  const input = fields.kind === 'PAGE_VISIT' ? { ...rest, urlMatch } : rest;
  return (await requestGraphql(UpdateGoalMutation, { id, input })).updateGoal;
}

/** Deletes a goal no test measures (CONFLICT otherwise, which the dialog shows). */
export async function deleteGoal(id: string) {
  return (await requestGraphql(DeleteGoalMutation, { id })).deleteGoal;
}
