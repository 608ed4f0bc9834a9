// The `splitpenny` command's entry: compiled to dist/server/splitpenny.js by `npm run build` (scripts/build-server.ts),
// and run from source by `npm run dev` (tsx watch).
import { runCli } from '../adapters/cli/run-cli';

process.exitCode = await runCli(process.argv);
