import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { ApiKeyScope } from '../../gql/graphql';

const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        prefix
        scope
      }
    }
  }
`);

const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

/** Creates a key; the answer carries its secret, which the server does not keep. */
export async function createApiKey(input: { readonly name: string; readonly scope: ApiKeyScope }) {
  const result = await requestGraphql(CreateApiKeyMutation, { input: { name: input.name, scope: input.scope } });
  return result.createApiKey;
}

export async function revokeApiKey(id: string) {
  const result = await requestGraphql(RevokeApiKeyMutation, { id });
  return result.revokeApiKey;
}
