import { execute, Kind, parse, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { UseCases } from '../../../application/use-cases';
import type { Viewer } from '../../../domain/accounts/viewer';
import type { UserId } from '../../../domain/shared/ids';
import type { GraphqlContext } from '../../../adapters/graphql/context';
import { createLoaders } from '../../../adapters/graphql/loaders';
import { graphqlSchema } from '../../../adapters/graphql/schema';
import type { ViewerSource } from '../../../adapters/graphql/viewer-resolution';
import { TestResultsPageDocument } from '../../../web/app/gql/graphql';
import { randomPage, resultsOf } from '../../support/statistics/random-pages';
import { mulberry32 } from '../../support/statistics/seeded-random';

/**
 * Results of every shape (tests/support/statistics/random-pages.ts), outlook included, through the GraphQL schema
 * with the results page's own selection: no page may fail to load whatever its data. One 10,000.00 order at 500
 * visitors an arm once sent an outlook of 25,646,906,707 sessions to an Int field, and the page answered an error.
 */
const pages = 300;

/** The page's query with only its `testResults` field: the others read the test and its events, not its results. */
const resultsSelection: DocumentNode = visit(parse(TestResultsPageDocument.toString()), {
  OperationDefinition: (node) => ({
    ...node,
    selectionSet: {
      ...node.selectionSet,
      selections: node.selectionSet.selections.filter((s) => s.kind === Kind.FIELD && s.name.value === 'testResults'),
    },
  }),
});

function contextAnswering(results: Awaited<ReturnType<typeof resultsOf>>): GraphqlContext {
  const useCases = { getTestResults: async () => ({ ok: true, value: results }) } as unknown as UseCases;
  const viewer: ViewerSource = async () => ({ ok: true, value: { userId: 'owner' as UserId } as Viewer });
  return { useCases, clientNetwork: '127.0.0.1', viewer, loaders: createLoaders(useCases, viewer) };
}

describe('the results page through the GraphQL API', () => {
  it('checks the page’s own selection of the results', () => {
    const operation = resultsSelection.definitions[0];
    if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('one query');
    expect(operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : s.kind))).toEqual([
      'testResults',
    ]);
  });

  it(`answers ${pages} generated pages without an error`, async () => {
    const random = mulberry32(4);
    const failures: string[] = [];
    for (let page = 0; page < pages && failures.length < 3; page += 1) {
      const { rollups, goal } = randomPage(random);
      const answer = await execute({
        schema: graphqlSchema(),
        document: resultsSelection,
        variableValues: { id: 'test' },
        contextValue: contextAnswering(await resultsOf(rollups, true)),
      });
      if (answer.errors) failures.push(`page ${page} (${goal}): ${answer.errors.map((e) => e.message).join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('answers a revenue test with one 10,000.00 order at 500 visitors an arm', async () => {
    const { rollups } = randomPage(mulberry32(1));
    const order = 1_000_000;
    const oneOrder = {
      ...rollups,
      goals: [
        {
          goalId: rollups.goals[0]!.goalId,
          name: 'Revenue',
          role: 'primary' as const,
          measure: { kind: 'conversion' as const, revenue: true },
        },
      ],
      goalTotals: new Map([
        [rollups.goals[0]!.goalId, [{ variantId: 'v1', bucket: 0, visitors: 1, total: order, squares: order * order }]],
      ]),
      variants: rollups.variants.slice(0, 2).map((variant) => ({
        ...variant,
        allocationPercent: 50,
        totals: new Map([
          ['sessions' as const, 500],
          ['clicks' as const, 0],
        ]),
        squares: new Map([
          ['sessions' as const, 500],
          ['clicks' as const, 0],
        ]),
      })),
    };
    const answer = await execute({
      schema: graphqlSchema(),
      document: resultsSelection,
      variableValues: { id: 'test' },
      contextValue: contextAnswering(await resultsOf(oneOrder, true)),
    });
    expect(answer.errors).toBeUndefined();
  });
});
