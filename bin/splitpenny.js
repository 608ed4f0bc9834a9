#!/usr/bin/env node
// The `splitpenny` command. The source is TypeScript, run through tsx's loader so no build step is needed.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../adapters/cli/run-cli.ts');
process.exitCode = await runCli(process.argv);
