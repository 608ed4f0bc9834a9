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
  readonly amountSelector: string;
}

/** Defines a conversion goal on the website; the server refuses a bad address, selector or event name by field. */
export async function createGoal(websiteId: string, fields: GoalFields) {
  return (await requestGraphql(CreateGoalMutation, { websiteId, input: goalInputOf(fields) })).createGoal;
}

/** Renames a goal or changes its trigger; conversions counted so far stay as they were counted. */
export async function updateGoal(id: string, fields: GoalFields) {
  return (await requestGraphql(UpdateGoalMutation, { id, input: goalInputOf(fields) })).updateGoal;
}

/** The fields a goal's kind has: an address's match for goals on a page, the total's element for revenue on one. */
function goalInputOf(fields: GoalFields) {
  const { urlMatch, amountSelector, ...rest } = fields;
  const onPage = fields.kind === 'PAGE_VISIT' || fields.kind === 'REVENUE_ON_PAGE';
  return {
    ...rest,
    ...(onPage ? { urlMatch } : {}),
    ...(fields.kind === 'REVENUE_ON_PAGE' ? { amountSelector } : {}),
  };
}

/** Deletes a goal no test measures (CONFLICT otherwise, which the dialog shows). */
export async function deleteGoal(id: string) {
  return (await requestGraphql(DeleteGoalMutation, { id })).deleteGoal;
}
