import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { GraphQLError, Kind, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface GraphqlLimits {
  /** Nesting of selections, fragments followed. */
  readonly maxDepth: number;
  /** The armor cost estimate of a query. */
  readonly maxCost: number;
  /** Tokens in the query text; the parser stops at the first token past it. */
  readonly maxTokens: number;
  /** Fragment definitions in one document. */
  readonly maxFragments: number;
}

/** The largest query the web app sends has about 180 tokens, no depth above 6, and at most one fragment. */
export const defaultGraphqlLimits: GraphqlLimits = { maxDepth: 10, maxCost: 5000, maxTokens: 1000, maxFragments: 20 };

export type LimitName = 'depth' | 'cost' | 'tokens' | 'fragments';

/**
 * The limits that refuse abusive queries before they run. The token limit is enforced while parsing, so a
 * document nested thousands of levels deep (selections, list literals, chained fragments) stops at the limit instead
 * of overflowing the stack in graphql-js's recursive parser and validators. Each refusal carries
 * `code: QUERY_TOO_COMPLEX` and the limit it hit, and is answered with 400.
 */
export function queryLimitPlugins(limits: GraphqlLimits): Plugin[] {
  return [
    maxTokensPlugin({ n: limits.maxTokens, onReject: [markRefusal('tokens', limits.maxTokens)] }),
    fragmentLimitPlugin(limits.maxFragments),
    maxDepthPlugin({ n: limits.maxDepth, onReject: [markRefusal('depth', limits.maxDepth)] }),
    costLimitPlugin({ maxCost: limits.maxCost, onReject: [markRefusal('cost', limits.maxCost)] }),
  ];
}

/** The extensions every limit refusal carries. */
export function limitExtensions(limit: LimitName, max: number): Record<string, unknown> {
  return { code: 'QUERY_TOO_COMPLEX', limit, max, http: { status: 400 } };
}

/**
 * graphql-armor builds its own errors without a code; its reject callback is the one place to add ours, and its
 * errors' extensions object is a fresh one per error, so filling it in touches nothing shared.
 */
function markRefusal(limit: LimitName, max: number) {
  return (_context: unknown, error: GraphQLError): void => {
    Object.assign(error.extensions, limitExtensions(limit, max));
  };
}

function fragmentLimitPlugin(maxFragments: number): Plugin {
  const rule: ValidationRule = (context) => ({
    Document(document) {
      const count = document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).length;
      if (count <= maxFragments) return;
      context.reportError(
        new GraphQLError(`Fragment limit of ${maxFragments} exceeded, found ${count}.`, {
          extensions: limitExtensions('fragments', maxFragments),
        }),
      );
    },
  });
  return { onValidate: ({ addValidationRule }) => addValidationRule(rule) };
}
