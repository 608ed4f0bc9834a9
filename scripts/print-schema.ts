// Prints the GraphQL schema to schema.graphql; with --check, fails (naming the command to run) when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { printGraphqlSchema } from '../adapters/graphql/schema';

const target = path.resolve(import.meta.dirname, '..', 'schema.graphql');
const header = '# Generated from the Pothos schema by `npm run generate`. Do not edit by hand.\n\n';
const printed = `${header}${printGraphqlSchema()}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    process.stderr.write(
      'schema.graphql is stale: the GraphQL schema changed. Run `npm run generate` and commit the result.\n',
    );
    process.exit(1);
  }
} else {
  await writeFile(target, printed);
}
