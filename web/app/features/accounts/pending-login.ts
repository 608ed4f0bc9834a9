import { GraphqlFailure } from '../../api/graphql-failure';

/** The pending login token of a login that needs its second step, or null for any other failure. */
export function pendingLoginTokenOf(error: unknown): string | null {
  if (!(error instanceof GraphqlFailure)) return null;
  for (const answer of error.errors) {
    const extensions = answer.extensions ?? {};
    const token = extensions['pendingLoginToken'];
    if (extensions['code'] === 'SECOND_FACTOR_REQUIRED' && typeof token === 'string') return token;
  }
  return null;
}
