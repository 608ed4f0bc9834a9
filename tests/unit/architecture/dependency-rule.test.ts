import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The lint rule that keeps the hexagon's shape (ARCHITECTURE.md §1); `npm test` runs it on every file. */
describe('dependency rule', () => {
  it.each([
    ['domain imports a package', 'domain/shared/x.ts', "import { z } from 'zod';\nexport const s = z;"],
    [
      'domain imports a node module',
      'domain/shared/x.ts',
      "import { randomUUID } from 'node:crypto';\nexport const f = randomUUID;",
    ],
    [
      'domain imports application',
      'domain/shared/x.ts',
      "import type { UseCases } from '../../application/use-cases';\nexport type U = UseCases;",
    ],
    [
      'application imports an adapter',
      'application/workspace/ab-tests/x.ts',
      "import { tokens } from '../../../adapters/tokens';\nexport const t = tokens;",
    ],
    [
      'application imports a package',
      'application/workspace/ab-tests/x.ts',
      "import { Kysely } from 'kysely';\nexport const k = Kysely;",
    ],
    [
      'application imports the web app',
      'application/workspace/ab-tests/x.ts',
      "import { pageHead } from '../../../web/app/seo/page-head';\nexport const p = pageHead;",
    ],
    [
      'the web app imports server code',
      'web/app/screens/x.ts',
      "import type { Goal } from '../../../domain/ab-tests/goal';\nexport type G = Goal;",
    ],
    [
      'a rules module, which the web app bundles, imports other domain code',
      'domain/shared/x-rules.ts',
      "import type { Goal } from '../ab-tests/goal';\nexport type G = Goal;",
    ],
    [
      'the tracking script imports other domain code',
      'web/track/x.ts',
      "import type { Goal } from '../../domain/ab-tests/goal';\nexport type G = Goal;",
    ],
    ['the tracking script imports a package', 'web/track/x.ts', "import { z } from 'zod';\nexport const s = z;"],
    ['the visual editor imports a package', 'web/editor/x.ts', "import { z } from 'zod';\nexport const s = z;"],
    [
      'one adapter imports another',
      'adapters/http/x.ts',
      "import { openDatabase } from '../persistence/database';\nexport const o = openDatabase;",
    ],
    [
      'an adapter imports the composition root',
      'adapters/graphql/x.ts',
      "import { paymentsModule } from '../composition/payments-module';\nexport const m = paymentsModule;",
    ],
  ])('fails when %s', async (_name, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'domain imports domain',
      'domain/ab-tests/x.ts',
      "import type { Brand } from '../shared/brand';\nexport type B = Brand<string, 'B'>;",
    ],
    [
      'application imports domain and its ports',
      'application/workspace/ab-tests/x.ts',
      "import type { GoalRepository } from '../../ports/goal-repository';\nimport type { Goal } from '../../../domain/ab-tests/goal';\nexport type X = [GoalRepository, Goal];",
    ],
    [
      'an adapter imports application and a package',
      'adapters/http/x.ts',
      "import type { UseCases } from '../../application/use-cases';\nimport Fastify from 'fastify';\nexport type X = UseCases;\nexport const f = Fastify;",
    ],
    [
      'the tracking script imports the shared tracking code',
      'web/track/x.ts',
      "import { deviceForWidth } from '../../domain/tracking/viewport-device';\nexport const d = deviceForWidth;",
    ],
    [
      'the visual editor imports the code-writing rules it shares with the server',
      'web/editor/x.ts',
      "import { withVisualChanges } from '../../domain/ab-tests/visual-change-code-rules';\nexport const w = withVisualChanges;",
    ],
    [
      'the web app imports a rules module it shares with the server',
      'web/app/features/x.ts',
      "import { nameMaxLength } from '../../../domain/shared/name-rules';\nexport const n = nameMaxLength;",
    ],
    [
      'a rules module imports another rules module',
      'domain/ab-tests/x-rules.ts',
      "import { addressMaxLength } from '../websites/address-rules';\nexport const a = addressMaxLength;",
    ],
    [
      'the composition root imports adapters',
      'adapters/container.ts',
      "import { openDatabase } from './persistence/database';\nexport const o = openDatabase;",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
