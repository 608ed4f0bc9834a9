// `npm test`: every check the project has, in stages, each stage's time printed as it ends and all of them in a
// table at the end. The type check and the lint are independent and single-threaded, so on two cores they run side
// by side (their output is printed whole when each ends, never interleaved); the web app and server are built once,
// for the browser tests and the production-install test both. The first stage that fails stops the run with its exit
// code, after the table of what ran.
import { spawn } from 'node:child_process';

interface Stage {
  readonly name: string;
  readonly command: string;
}

interface StageResult {
  readonly name: string;
  readonly seconds: number;
  readonly exitCode: number;
}

/** Stages in order; the stages of one inner list run at the same time. */
const plan: readonly (readonly Stage[])[] = [
  [
    { name: 'typecheck', command: 'npm run typecheck --silent' },
    { name: 'lint', command: 'npm run lint --silent' },
  ],
  [{ name: 'generated code', command: 'npm run check:generated --silent' }],
  [{ name: 'unit', command: 'npm run test:unit --silent' }],
  [{ name: 'integration', command: 'npm run test:integration --silent' }],
  [{ name: 'build', command: 'npm run build --silent' }],
  [{ name: 'e2e', command: 'npx playwright test' }],
  [{ name: 'packaging', command: 'npm run test:package --silent' }],
];

async function main(): Promise<void> {
  const started = Date.now();
  const results: StageResult[] = [];
  for (const stages of plan) {
    const ran = await Promise.all(stages.map((stage) => runStage(stage, stages.length > 1)));
    results.push(...ran);
    const failed = ran.find((result) => result.exitCode !== 0);
    if (failed !== undefined) {
      printTable(results, started);
      console.error(`\nnpm test: the ${failed.name} stage failed (exit ${failed.exitCode}).`);
      process.exit(failed.exitCode);
    }
  }
  printTable(results, started);
}

/** Runs one stage, its output passed through as it comes, or kept and printed whole when it ends (`buffered`). */
function runStage(stage: Stage, buffered: boolean): Promise<StageResult> {
  console.log(`\n==> ${stage.name}: ${stage.command}`);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - startedAt) / 1000;
      if (buffered && output.length > 0) process.stdout.write(Buffer.concat(output));
      console.log(`==> ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${formatSeconds(seconds)}`);
      resolve({ name: stage.name, seconds, exitCode: code ?? (signal === null ? 1 : 128) });
    });
  });
}

function printTable(results: readonly StageResult[], started: number): void {
  console.log('\nstage            time     result');
  for (const result of results) {
    const outcome = result.exitCode === 0 ? 'passed' : `failed (${result.exitCode})`;
    console.log(`${result.name.padEnd(16)} ${formatSeconds(result.seconds).padStart(7)}  ${outcome}`);
  }
  console.log(`${'whole run'.padEnd(16)} ${formatSeconds((Date.now() - started) / 1000).padStart(7)}`);
}

function formatSeconds(seconds: number): string {
  return seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
}

await main();
