import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * The command's TypeScript entry, run through tsx: these tests check the source as it is now, never a build that may
 * be stale (tests/packaging runs the compiled dist/server).
 */
const entry = path.resolve(import.meta.dirname, '..', '..', 'bin', 'splitpenny.ts');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The environment a child gets: this one without the database settings, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: 'info', ...env };
}

/** Runs `splitpenny ARGS` to completion, as an operator would. */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts `splitpenny serve` and resolves with its URL once it logs that it is listening. */
export function startServe(
  env: Record<string, string>,
  flags: readonly string[] = [],
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, 'serve', ...flags], {
    env: childEnv({ PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      reject(new Error(`serve did not start in time:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Splitpenny is listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited with ${code} before listening:\n${output}`)));
  });
}

/**
 * Starts `splitpenny ARGS` as a long-running process and resolves once its output matches `ready`; `script` runs
 * another TypeScript entry instead of the command's (a failure drill's variant of it).
 */
export function startCli(
  args: readonly string[],
  env: Record<string, string>,
  ready: RegExp,
  script: string = entry,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind the failed test.
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start in time:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

export interface WorkerProcess {
  readonly child: ChildProcess;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>;
}

/** Starts `splitpenny worker` and resolves once it logs that it is running. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const { child, output } = await startCli(['worker'], env, /Splitpenny worker is running/);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });
  return {
    child,
    output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
