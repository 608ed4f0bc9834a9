import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { Currency } from '../../gql/graphql';

const CreateWebsiteMutation = graphql(`
  mutation CreateWebsite($url: String!, $name: String!) {
    createWebsite(url: $url, name: $name) {
      acknowledged
      insertedId
    }
  }
`);

const UpdateWebsiteMutation = graphql(`
  mutation UpdateWebsite($input: UpdateWebsiteInput!) {
    updateWebsite(input: $input) {
      id
      url
      name
      maxOrderValue
      currency
      extraOrigins
      dailySessionBudget
      lastModified
    }
  }
`);

const DeleteWebsiteMutation = graphql(`
  mutation DeleteWebsite($id: ID!) {
    deleteWebsite(id: $id) {
      success
    }
  }
`);

export interface WebsiteFields {
  readonly name: string;
  readonly url: string;
}

/** Adds a website; the server stores its URL as an origin and refuses one the owner already has (CONFLICT). */
export async function createWebsite({ name, url }: WebsiteFields) {
  const result = await requestGraphql(CreateWebsiteMutation, { name, url });
  return result.createWebsite;
}

/**
 * Renames a website, moves it to another origin, sets its currency, its maximum order value (null: none; left out: unchanged) or
 * its other origins (left out: unchanged); answers with the website as now stored.
 */
export async function updateWebsite(
  input: WebsiteFields & {
    readonly id: string;
    readonly maxOrderValue?: number | null;
    readonly currency?: Currency;
    readonly extraOrigins?: string[];
    readonly dailySessionBudget?: number | null;
  },
) {
  const result = await requestGraphql(UpdateWebsiteMutation, { input });
  return result.updateWebsite;
}

/** Deletes a website with its pages and their tests, so callers refresh those lists too. */
export async function deleteWebsite(id: string) {
  const result = await requestGraphql(DeleteWebsiteMutation, { id });
  return result.deleteWebsite;
}
