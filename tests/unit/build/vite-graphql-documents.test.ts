import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlDocuments } from '../../../scripts/vite-graphql-documents';

const generatedDir = mkdtempSync(path.join(tmpdir(), 'gql-'));
writeFileSync(
  path.join(generatedDir, 'graphql.ts'),
  [
    'export const MeDocument = new TypedDocumentString(`',
    '    query Me { me { id } }',
    '    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;',
    'export const PagesDocument = new TypedDocumentString(`',
    '    query Pages { pages { total } }',
    '    `) as unknown as TypedDocumentString<PagesQuery, PagesQueryVariables>;',
  ].join('\n'),
);

type Hook = (this: unknown, ...args: string[]) => unknown;
const plugin = graphqlDocuments(generatedDir);
const call = (hook: unknown, ...args: string[]) => (hook as Hook).call({}, ...args);

describe('the build of graphql() calls', () => {
  it('imports each document from a module of its own and drops the generated client', () => {
    const source = [
      "import { graphql } from '../../gql';",
      'const Me = graphql(`',
      '  query Me { me { id } }',
      '`);',
    ].join('\n');
    const out = call(plugin.transform, source, '/app/features/me.ts') as { code: string };
    expect(out.code).toBe('import { MeDocument } from "virtual:graphql-document/MeDocument";\nconst Me = MeDocument;');
  });

  it('makes that module the query text alone, a string graphql-request sends as it is', () => {
    const id = call(plugin.resolveId, 'virtual:graphql-document/PagesDocument') as string;
    expect(call(plugin.load, id)).toBe('export const PagesDocument = `\n    query Pages { pages { total } }\n    `;\n');
  });

  it('names a document the generated code lacks, so a stale build fails rather than sending nothing', () => {
    const source = "import { graphql } from '../gql';\nconst X = graphql(`query Missing { me { id } }`);";
    expect(() => call(plugin.transform, source, '/app/x.ts')).toThrow(
      /MissingDocument is not in .*run `npm run generate`/,
    );
  });
});
