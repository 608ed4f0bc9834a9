import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of the generated client, as every query and mutation of the web app is written. */
const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * Builds each `graphql(`…`)` call as a direct import of its generated document (web/app/gql/graphql.ts), the same
 * rewrite as GraphQL Code Generator's Babel plugin, for a build without Babel. Otherwise `graphql()` looks each
 * document up in a map of all of them, and every page would ship every query the app has.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const generatedModule = path.join(generatedDir, 'graphql.ts');
  const readExports = (): ReadonlySet<string> =>
    new Set(
      [...readFileSync(generatedModule, 'utf8').matchAll(/^export const (\w+) = /gm)].map((match) => match[1] ?? ''),
    );
  let exported: ReadonlySet<string> | undefined;
  // Read once, and again when a name is missing: under `npm run dev:web` the file changes with each `npm run generate`.
  const isExported = (name: string): boolean =>
    (exported ??= readExports()).has(name) || (exported = readExports()).has(name);

  return {
    name: 'splitpenny-graphql-documents',
    enforce: 'pre',
    transform(source, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !source.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const code = source.replace(graphqlCall, (_call, document: string) => {
        const name = documentName(document);
        if (!isExported(name)) {
          throw new Error(`${id}: ${name} is not in ${generatedModule}; run \`npm run generate\``);
        }
        imports.add(name);
        return name;
      });
      const importLine = `import { ${[...imports].join(', ')} } from ${JSON.stringify(generatedModule)};\n`;
      return { code: importLine + code, map: null };
    },
  };
}

/** The generated export for a document: `query Me` → MeDocument, `fragment BankDetailsFields` → …FragmentDoc. */
function documentName(document: string): string {
  const [definition] = parse(document).definitions;
  if (definition?.kind === Kind.OPERATION_DEFINITION && definition.name) return `${definition.name.value}Document`;
  if (definition?.kind === Kind.FRAGMENT_DEFINITION) return `${definition.name.value}FragmentDoc`;
  throw new Error(`a graphql() document must start with a named operation or fragment:\n${document}`);
}
