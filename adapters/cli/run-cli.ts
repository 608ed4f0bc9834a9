import { Command, CommanderError } from 'commander';
import { packageVersion } from '../config/project-root';
import { DatabaseNotReadyError } from '../main';
import { CliError, UsageError } from './load-runtime';
import { emailLimitArgument, type EmailsOptions } from './emails-options';
import type { IngestWorkerOptions } from './ingest-worker-command';
import type { PayoutOptions } from './payout-command';
import type { ServeOptions } from './serve-flags';
import type { TopUpOptions } from './top-up-command';
import { topUpMonthArgument } from './top-up-month-argument';

// Each command loads its code when it runs: `splitpenny --help` or a mistyped command then answers without loading
// the server, the database and the payment SDK.

function buildProgram(): Command {
  const program = new Command('splitpenny')
    .description('Splitpenny: pay-as-you-go A/B testing. Configuration comes from environment variables (see README).')
    .version(packageVersion(), '-V, --version', 'print the version')
    .exitOverride()
    .showHelpAfterError('(run `splitpenny --help` for the list of commands)');

  program
    .command('serve')
    .description('migrate the database, then serve the web app, GraphQL API and tracking endpoints')
    .option('--dev-mailbox', 'serve /dev/mailbox, every email kept, to this machine only (as DEV_MAILBOX=true)')
    .option('--seed-demo', 'create the demo owner and serve the demo shop (as SEED_DEMO=true)')
    .action(async (options: ServeOptions) => (await import('./serve-command')).serveCommand(options));

  program
    .command('worker')
    .description('run the job queue (monthly top-up, raw event retention, emails, ...) until SIGTERM; no web server')
    .action(async () => (await import('./worker-command')).workerCommand());

  program
    .command('emails')
    .description('list the emails of the outbox and where each stands (newest first)')
    .option('--failed', 'only those given up on after their last attempt')
    .option('--pending', 'only those waiting for their first or next attempt')
    .option('--limit <N>', 'how many to list (default 50)', emailLimitArgument)
    .option('--retry <ID...>', 'send these failed emails again, with their attempts counted afresh')
    .option('--json', 'print them as one JSON document on stdout')
    .action(async (options: EmailsOptions) =>
      (await import('./emails-command')).emailsCommand(options, process.stdout),
    );

  program
    .command('migrate')
    .description('bring the database schema up to date and list what was applied')
    .action(async () => (await import('./migrate-command')).migrateCommand(process.stdout));

  program
    .command('seed')
    .description('create the demo owner with a live test on the demo shop (DEMO_PORT), unless it exists')
    .action(async () => (await import('./seed-command')).seedCommand(process.stdout));

  program
    .command('topup')
    .description('give every account below the monthly level its free sessions (once a month; safe to rerun)')
    .option('--month <YYYY-MM>', 'the month to top up for: this one (the default, UTC) or the last', topUpMonthArgument)
    .option('--force', 'allow a --month before last month (every account below the level gains a top-up for it)')
    .option('--dry-run', 'say what would be added without changing anything (the database must be migrated)')
    .option('--json', 'print the report as one JSON document on stdout')
    .action(async (options: TopUpOptions) =>
      (await import('./top-up-command')).topUpCommand(options, process.stdout, process.stderr),
    );

  program
    .command('payout')
    .description('pay every affiliate with a qualified balance of at least £10.00 and payouts enabled (safe to rerun)')
    .option(
      '--dry-run',
      'say who would be paid, and how much, without changing anything (the database must be migrated)',
    )
    .option('--csv <FILE>', 'write the bank transfers for affiliates paid by bank to this CSV file')
    .option('--json', 'print the report as one JSON document on stdout')
    .action(async (options: PayoutOptions) =>
      (await import('./payout-command')).payoutCommand(options, process.stdout, process.stderr),
    );

  program
    .command('ingest-worker')
    .description('fold the event log (INGEST_LOG_URL) into the rollups until SIGTERM; any number may run')
    .option('--status', "print each partition's lag (batches not yet folded) and exit")
    .action(async (options: IngestWorkerOptions) =>
      (await import('./ingest-worker-command')).ingestWorkerCommand(options, process.stdout),
    );

  return program;
}

/** The exit codes: as most Unix tools, 2 when the command line is wrong and 1 when the work failed. */
const exitCodes = { success: 0, failure: 1, usage: 2 } as const;

/** Commander's ways of ending that are not mistakes: --help and --version, each already printed. */
const finishedByCommander = new Set(['commander.helpDisplayed', 'commander.version']);

/** Runs the command line and returns the process exit code: 0 on success, 1 on a failure, 2 on a usage error. */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...argv]);
    return exitCodes.success;
  } catch (error) {
    // Commander has printed its own message (an unknown command or option, a bad or missing argument).
    if (error instanceof CommanderError) {
      return finishedByCommander.has(error.code) ? exitCodes.success : exitCodes.usage;
    }
    process.stderr.write(`splitpenny: ${describe(error)}\n`);
    return error instanceof UsageError ? exitCodes.usage : exitCodes.failure;
  }
}

function describe(error: unknown): string {
  // A database the command cannot use as it is (missing, behind the code, open in another process) is a refusal to
  // read, not a crash to debug.
  if (error instanceof CliError || error instanceof DatabaseNotReadyError) return error.message;
  if (error instanceof Error) return error.stack ?? error.message;
  return String(error);
}
