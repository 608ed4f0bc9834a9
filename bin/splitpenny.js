#!/usr/bin/env node
// The `splitpenny` command: the server and CLI as `npm run build` compiled them (dist/server), run as plain JavaScript.
import { existsSync } from 'node:fs';

const compiled = new URL('../dist/server/splitpenny.js', import.meta.url);
if (!existsSync(compiled)) {
  process.stderr.write('splitpenny: the server is not built yet: run `npm run build` first\n');
  process.exit(1);
}
// Stack traces name the TypeScript source, through the source maps the build writes beside the code.
process.setSourceMapsEnabled(true);
await import(compiled.href);
