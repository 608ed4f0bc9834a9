// Entry for `npm run dev` (tsx watch), which needs a TypeScript file to watch from.
import { runCli } from '../adapters/cli/run-cli';

process.exitCode = await runCli(process.argv);
