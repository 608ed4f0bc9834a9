import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';

const CreatePageMutation = graphql(`
  mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) {
    createPage(url: $url, name: $name, websiteId: $websiteId) {
      acknowledged
      insertedId
    }
  }
`);

const UpdatePageMutation = graphql(`
  mutation UpdatePage($input: UpdatePageInput!) {
    updatePage(input: $input) {
      id
      name
      url
      lastModified
      websiteId
    }
  }
`);

const DeletePageMutation = graphql(`
  mutation DeletePage($id: ID!) {
    deletePage(id: $id) {
      success
    }
  }
`);

export interface PageFields {
  readonly name: string;
  /** A path (/pricing) or a full address on the website's origin. */
  readonly url: string;
}

/** Adds a page to one of the owner's websites. */
export async function createPage({ name, url, websiteId }: PageFields & { readonly websiteId: string }) {
  const result = await requestGraphql(CreatePageMutation, { name, url, websiteId });
  return result.createPage;
}

/** Renames a page or changes its address; answers with the page as now stored. */
export async function updatePage(input: PageFields & { readonly id: string }) {
  const result = await requestGraphql(UpdatePageMutation, { input });
  return result.updatePage;
}

/** Deletes a page with its tests, so callers refresh the tests lists too. */
export async function deletePage(id: string) {
  const result = await requestGraphql(DeletePageMutation, { id });
  return result.deletePage;
}
