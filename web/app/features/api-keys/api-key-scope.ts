import type { ApiKeyScope } from '../../gql/graphql';

/** What each scope is called on screen, and what it lets a key do, in the owner's words. */
export const apiKeyScopeOptions: readonly { readonly value: ApiKeyScope; readonly label: string }[] = [
  { value: 'READ', label: 'Read only: see websites, tests and results' },
  { value: 'WRITE', label: 'Read and write: also create and change websites, pages and tests' },
];

export const apiKeyScopeNames: Readonly<Record<ApiKeyScope, string>> = {
  READ: 'Read only',
  WRITE: 'Read and write',
};

export const apiKeyScopeValues = ['READ', 'WRITE'] as const satisfies readonly ApiKeyScope[];
