import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { Plugin } from 'vite';

/** A `graphql(`…`)` call of the generated client, as every query and mutation of the web app is written. */
const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/** A generated document in web/app/gql/graphql.ts: its export name and its query text (fragments included). */
const generatedDocument = /^export const (\w+) = new TypedDocumentString\((`[^`]*`)/gm;

/**
 * The generated client's `graphql` function, unused once its calls are rewritten: its module and the one it reads
 * hold every document, and the module's top-level code would keep them all in the build.
 */
const graphqlImport = /^import \{ graphql \} from '[./]*gql';\n/m;

/** Where each document lives in the build: a module of its own, so a page carries only the documents it sends. */
const documentModulePrefix = 'virtual:graphql-document/';

/**
 * Builds each `graphql(`…`)` call as an import of its generated document, as GraphQL Code Generator's Babel plugin
 * does, for a build without Babel: otherwise `graphql()` looks each document up in a map of all of them. Each
 * document is a module of its own holding just its query text (graphql-request sends a string as it is), rather than
 * an export of web/app/gql/graphql.ts: a module goes into one chunk whole, and that one would put every query the app
 * has on every page. The types still come from graphql.ts; only the build changes.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const generatedModule = path.join(generatedDir, 'graphql.ts');
  const readDocuments = (): ReadonlyMap<string, string> =>
    new Map(
      [...readFileSync(generatedModule, 'utf8').matchAll(generatedDocument)].map((m) => [m[1] ?? '', m[2] ?? '']),
    );
  let documents: ReadonlyMap<string, string> | undefined;
  // Read once, and again when a name is missing: under `npm run dev:web` the file changes with each `npm run generate`.
  const documentText = (name: string): string | undefined =>
    (documents ??= readDocuments()).get(name) ?? (documents = readDocuments()).get(name);

  return {
    name: 'splitpenny-graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(documentModulePrefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${documentModulePrefix}`)) return null;
      const name = id.slice(documentModulePrefix.length + 1);
      const text = documentText(name);
      if (text === undefined) throw new Error(`${name} is not in ${generatedModule}; run \`npm run generate\``);
      return `export const ${name} = ${text};\n`;
    },
    transform(source, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(generatedDir) || !source.includes('graphql(`')) return null;
      const imports = new Set<string>();
      const code = source.replace(graphqlImport, '').replace(graphqlCall, (_call, document: string) => {
        const name = documentName(document);
        if (documentText(name) === undefined) {
          throw new Error(`${id}: ${name} is not in ${generatedModule}; run \`npm run generate\``);
        }
        imports.add(name);
        return name;
      });
      const importLines = [...imports]
        .map((name) => `import { ${name} } from ${JSON.stringify(documentModulePrefix + name)};\n`)
        .join('');
      return { code: importLines + code, map: null };
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
